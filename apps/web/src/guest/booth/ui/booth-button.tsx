import type { ButtonHTMLAttributes } from 'react';
import styles from './booth-button.module.css';

export interface BoothButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary and secondary take the event's design colours (see custom-layout). */
  variant?: 'primary' | 'secondary' | 'ghost';
  testId?: string;
}

/** A large touch target (at least 48 px high) in the event's button style. */
export function BoothButton({ variant = 'primary', testId, className, type = 'button', ...rest }: BoothButtonProps) {
  return <button type={type} data-testid={testId} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}
