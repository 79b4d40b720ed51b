import { useId, useRef, type ReactNode } from 'react';
import { BoothButton } from './booth-button';
import styles from './popup.module.css';
import { useFocusTrap } from './use-focus-trap';

export interface PopupProps {
  title: string;
  children?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Shows a close button and closes on Escape; a blocking popup has none. */
  onClose?: () => void;
  closeLabel?: string;
  testId?: string;
}

/** A modal message of the guest flow (system messages, camera and browser popups). */
export function Popup({ title, children, actions, onClose, closeLabel = 'Close', testId }: PopupProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Focus inside while open, Escape closes a dismissible popup, the focus returns on close.
  useFocusTrap(panel, onClose);

  return (
    <div className={styles.backdrop}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? <div className={styles.body}>{children}</div> : null}
        <div className={styles.actions}>
          {actions}
          {onClose ? (
            <BoothButton variant="secondary" onClick={onClose}>
              {closeLabel}
            </BoothButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}
