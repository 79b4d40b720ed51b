import { useGuest } from '@/guest/shared/guest-context';
import styles from './print.module.css';

/** How many copies, 1 to the campaign's maximum (campaigns §3 Print maxNumber), with big touch buttons. */
export function CopiesStepper(props: { value: number; max: number; onChange: (copies: number) => void; disabled?: boolean }) {
  const { t } = useGuest();
  const { value, max, onChange, disabled = false } = props;
  return (
    <div className={styles.stepper} role="group" aria-label={t('print.copies')} data-testid="print-copies">
      <button type="button" className={styles.stepButton} aria-label={t('print.copiesFewer')} disabled={disabled || value <= 1} onClick={() => onChange(Math.max(1, value - 1))} data-testid="print-copies-fewer">
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" data-testid="print-copies-value">
        {value}
      </output>
      <button type="button" className={styles.stepButton} aria-label={t('print.copiesMore')} disabled={disabled || value >= max} onClick={() => onChange(Math.min(max, value + 1))} data-testid="print-copies-more">
        +
      </button>
    </div>
  );
}
