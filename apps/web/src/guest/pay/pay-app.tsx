import type { Locale, PaymentSession } from '@booth/shared';
import { type ReactNode, useEffect, useMemo } from 'react';
import { CardForm } from '@/guest/pay/card-form';
import { CARD_BRAND_NAMES, type CardBrand } from '@/guest/pay/card-number';
import { type PayTexts, payTexts } from '@/guest/pay/pay-texts';
import { type Attempt, usePayment } from '@/guest/pay/use-payment';
import { declineReason } from '@/guest/pay/decline-reason';
import styles from './pay.module.css';

/** "Visa" for the provider's `visa`; an unknown brand as it came. */
const brandLabel = (brand: string) => CARD_BRAND_NAMES[brand.toLowerCase() as CardBrand] ?? brand;

const intlLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

function formatAmount(session: PaymentSession, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: session.currency }).format(session.amount / 100);
}

/** What the guest pays for, how much, and where it stands. */
function Summary({ session, locale, t }: { session: PaymentSession; locale: Locale; t: PayTexts }) {
  return (
    <dl className={styles.summary} data-testid="pay-summary">
      <div>
        <dt>{t('event')}</dt>
        <dd data-testid="pay-event">{session.eventName}</dd>
      </div>
      <div>
        <dt>{t('item')}</dt>
        <dd data-testid="pay-purpose">{t.purpose(session.purpose)}</dd>
      </div>
      <div>
        <dt>{t('amount')}</dt>
        <dd className={styles.amount} data-testid="pay-amount">
          {formatAmount(session, locale)}
        </dd>
      </div>
      <div>
        <dt>{t('status')}</dt>
        <dd data-testid="pay-status" data-status={session.status}>
          {t.status(session.status)}
        </dd>
      </div>
    </dl>
  );
}

/** A whole-page state: its heading, one sentence, maybe an action. */
function Message({ title, body, testId, tone = 'neutral', children }: { title: string; body?: string; testId: string; tone?: 'neutral' | 'good' | 'bad'; children?: ReactNode }) {
  return (
    <section className={`${styles.message} ${styles[tone]}`} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className={styles.messageTitle}>
        {title}
      </h2>
      {body ? <p>{body}</p> : null}
      {children}
    </section>
  );
}

function AttemptNotice({ attempt, t }: { attempt: Attempt; t: PayTexts }) {
  if (attempt.kind === 'declined') {
    return (
      <div className={styles.alert} role="alert" data-testid="pay-declined">
        <strong>{t('declined')}</strong> {t(`declinedReason.${attempt.reason}`)}
      </div>
    );
  }
  if (attempt.kind === 'error') {
    return (
      <div className={styles.alert} role="alert" data-testid="pay-error">
        {t(attempt.text)}
      </div>
    );
  }
  return null;
}

export interface PayAppProps {
  slug: string;
  locale: Locale;
  /** The address had ?paid=1: back from Stripe's Checkout, waiting for its confirmation. */
  returned: boolean;
}

/**
 * The guest's payment page (/pay/{slug}, /en/pay/{slug}): what is paid, the card form of the sandbox or
 * the way to Stripe's Checkout, and every end state — paid, declined (try again), expired, refunded,
 * used, not found. Phone first; the test-mode label stands on top whenever no real money moves.
 */
export function PayApp({ slug, locale, returned }: PayAppProps) {
  const t = useMemo(() => payTexts(locale), [locale]);
  const { loaded, attempt, fieldErrors, confirming, slow, reload, payWithCard, payWithProvider } = usePayment(slug, returned);
  const session = loaded.kind === 'ready' ? loaded.session : null;

  useEffect(() => {
    document.title = session ? `${t('title')} · ${session.eventName}` : t('title');
  }, [session, t]);

  let content: ReactNode;
  if (loaded.kind === 'loading') {
    content = (
      <p className={styles.busy} role="status" data-testid="pay-loading">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </p>
    );
  } else if (loaded.kind === 'notFound') {
    content = <Message testId="pay-not-found" tone="bad" title={t('notFound')} body={t('notFoundBody')} />;
  } else if (loaded.kind === 'failed') {
    content = (
      <Message testId="pay-load-failed" tone="bad" title={t('loadFailed')} body={t('networkError')}>
        <button type="button" className={styles.secondary} onClick={() => void reload()}>
          {t('reload')}
        </button>
      </Message>
    );
  } else if (session) {
    const amount = formatAmount(session, locale);
    const payable = session.status === 'open';
    let state: ReactNode;
    if (session.status === 'paid') {
      state = (
        <Message testId="pay-paid" tone="good" title={t('paid')} body={t('paidBody')}>
          {session.card ? <p data-testid="pay-paid-card">{t('paidCard', { brand: brandLabel(session.card.brand), last4: session.card.last4 })}</p> : null}
        </Message>
      );
    } else if (session.status === 'used') {
      state = <Message testId="pay-used" title={t('used')} body={t('usedBody')} />;
    } else if (session.status === 'refunded') {
      state = <Message testId="pay-refunded" title={t('refunded')} body={t('refundedBody')} />;
    } else if (session.status === 'failed') {
      // Final on the server (a new session is needed); a declined card leaves the session open instead.
      state = <Message testId="pay-failed" tone="bad" title={t('failed')} body={t('failedBody')} />;
    } else if (session.status === 'expired') {
      state = <Message testId="pay-expired" tone="bad" title={t('expired')} body={t('expiredBody')} />;
    } else if (payable && (confirming || slow)) {
      state = (
        <div className={styles.busy} role="status" data-testid="pay-confirming">
          {confirming ? <span className={styles.spinner} aria-hidden="true" /> : null}
          <p>{t('confirming')}</p>
          {slow ? <p>{t('confirmingSlow')}</p> : null}
        </div>
      );
    } else if (payable) {
      // A card declined earlier (another tab, a reload) still says why until the next try.
      const shownAttempt: Attempt = attempt.kind === 'idle' && session.failureReason ? { kind: 'declined', reason: declineReason(session.failureReason) } : attempt;
      const busy = attempt.kind === 'paying' || attempt.kind === 'redirecting';
      state = (
        <>
          <AttemptNotice attempt={shownAttempt} t={t} />
          {attempt.kind === 'redirecting' ? (
            <p className={styles.busy} role="status" data-testid="pay-redirecting">
              <span className={styles.spinner} aria-hidden="true" />
              {t('redirecting')}
            </p>
          ) : loaded.provider === 'sandbox' ? (
            <>
              <p className={styles.hint}>{t('testCardsHint')}</p>
              <CardForm t={t} submitLabel={t('pay', { amount })} busy={busy} serverIssues={fieldErrors} onPay={(card) => void payWithCard(card)} />
            </>
          ) : (
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void payWithProvider()} data-testid="pay-submit">
              {busy ? t('paying') : t('payStripe', { amount })}
            </button>
          )}
          <p className={styles.hint} data-testid="pay-valid-until">
            {t('validUntil', { time: new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(new Date(session.expiresAt)) })}
          </p>
        </>
      );
    }
    content = (
      <>
        <Summary session={session} locale={locale} t={t} />
        {state}
      </>
    );
  }

  return (
    <div className={styles.page}>
      {session?.testMode ? (
        <p className={styles.testMode} role="note" data-testid="pay-test-mode">
          {t('testMode')}
        </p>
      ) : null}
      <main className={styles.main} data-testid="pay-page" data-state={session?.status ?? loaded.kind}>
        <h1 className={styles.title}>{t('title')}</h1>
        {content}
      </main>
    </div>
  );
}
