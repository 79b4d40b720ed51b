import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useRef, useState } from 'react';
import { CARD_BRAND_NAMES, type CardField, type CardInput, type CardIssue, detectBrand, formatCardNumber, formatExpiry, validateCard } from '@/guest/pay/card-number';
import type { PayTexts } from '@/guest/pay/pay-texts';
import styles from './pay.module.css';

const EMPTY: CardInput = { number: '', name: '', expiry: '', cvc: '' };
const ORDER: CardField[] = ['number', 'name', 'expiry', 'cvc'];

interface CardFormProps {
  t: PayTexts;
  /** "Pay 2,50 €". */
  submitLabel: string;
  busy: boolean;
  /** What the server refused, by field. */
  serverIssues: Partial<Record<CardField, CardIssue>>;
  onPay: (card: CardInput) => void;
}

/**
 * The sandbox's card form (platform §3 Card form: number, name, expiry, cvc, type). The brand shows as
 * the number is typed; each field explains its own mistake; the first wrong field gets the focus.
 */
export function CardForm({ t, submitLabel, busy, serverIssues, onPay }: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [issues, setIssues] = useState<Partial<Record<CardField, CardIssue>>>({});
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const id = useId();
  const brand = detectBrand(card.number);
  const shown = { ...serverIssues, ...issues };

  const set = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCard(card, new Date());
    setIssues(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    onPay({ ...card, number: card.number.replace(/\s/g, '') });
  };

  const field = (name: CardField, label: string, props: InputHTMLAttributes<HTMLInputElement>, extra?: ReactNode) => {
    const issue = shown[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className={`${styles.field} ${styles[`field_${name}`] ?? ''}`}>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <div className={styles.inputWrap}>
          <input
            ref={(node) => {
              inputs.current[name] = node;
            }}
            id={`${id}-${name}`}
            name={name}
            className={styles.input}
            value={card[name]}
            aria-invalid={issue ? 'true' : undefined}
            aria-describedby={issue ? errorId : undefined}
            disabled={busy}
            data-testid={`card-${name}`}
            {...props}
          />
          {extra}
        </div>
        {issue ? (
          <p id={errorId} className={styles.fieldError} data-testid={`card-${name}-error`}>
            {t(`card.${issue}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="card-form" aria-busy={busy ? 'true' : undefined}>
      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className={styles.legend}>{t('card.legend')}</legend>
        {field(
          'number',
          t('card.number'),
          {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '1234 1234 1234 1234',
            maxLength: 23,
            onChange: (event) => set('number', formatCardNumber(event.target.value)),
          },
          <span className={styles.brand} data-testid="card-brand" aria-live="polite">
            {brand ? (
              <>
                <span className={styles.visuallyHidden}>{t('card.brand', { brand: CARD_BRAND_NAMES[brand] })}</span>
                <span aria-hidden="true">{CARD_BRAND_NAMES[brand]}</span>
              </>
            ) : null}
          </span>,
        )}
        {field('name', t('card.name'), { autoComplete: 'cc-name', autoCapitalize: 'words', maxLength: 100, onChange: (event) => set('name', event.target.value) })}
        <div className={styles.row}>
          {field('expiry', t('card.expiry'), {
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            placeholder: 'MM/YY',
            maxLength: 5,
            onChange: (event) => set('expiry', formatExpiry(event.target.value, card.expiry)),
          })}
          {field('cvc', t('card.cvc'), {
            inputMode: 'numeric',
            autoComplete: 'cc-csc',
            placeholder: '123',
            maxLength: 4,
            onChange: (event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4)),
          })}
        </div>
      </fieldset>
      <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy ? 'true' : undefined} data-testid="pay-submit">
        {busy ? t('paying') : submitLabel}
      </button>
    </form>
  );
}
