import type { ReactNode } from 'react';
import type { radioKeys } from '@/guest/booth/ui/radio-keys';

/**
 * One thumbnail of a chooser's radio group (backgrounds, overlays, AR filters): its name for screen
 * readers and as a tooltip, checked or not, a tap to choose. `radio` is the group's radioKeys(…)(index).
 */
export function ChooserOption(props: {
  id: string | null;
  name: string;
  checked: boolean;
  radio: ReturnType<ReturnType<typeof radioKeys>>;
  className: string | undefined;
  disabled: boolean;
  onChoose: (id: string | null) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      {...props.radio}
      type="button"
      role="radio"
      aria-checked={props.checked}
      aria-label={props.name}
      title={props.name}
      className={props.className}
      disabled={props.disabled}
      onClick={() => props.onChoose(props.id)}
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}
