import type { ReactNode } from 'react';
import { radioKeys } from '@/guest/booth/ui/radio-keys';
import styles from './review-editor.module.css';

export interface Choice<T> {
  value: T;
  label: string;
  /** Shown instead of the label (a colour swatch, a thumbnail); the label stays the accessible name. */
  content?: ReactNode;
}

/** One choice among a few (colours, brushes, filters, speeds) as a radio group, large enough for a finger. */
export function ChoiceRow<T extends string | number | null>(props: { label: string; choices: Choice<T>[]; value: T; onChange: (value: T) => void; testId: string }) {
  const { choices, value, onChange } = props;
  const keys = radioKeys(
    choices.length,
    choices.findIndex((choice) => choice.value === value),
    (index) => {
      const choice = choices[index];
      if (choice) onChange(choice.value);
    },
  );
  return (
    <div className={styles.choices} role="radiogroup" aria-label={props.label} data-testid={props.testId}>
      {choices.map((choice, index) => (
        <button
          key={String(choice.value)}
          {...keys(index)}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          aria-label={choice.content ? choice.label : undefined}
          title={choice.content ? choice.label : undefined}
          className={choice.content ? styles.visualChoice : styles.choice}
          onClick={() => onChange(choice.value)}
        >
          {choice.content ?? choice.label}
        </button>
      ))}
    </div>
  );
}
