import { guestTexts, type Locale } from '@booth/shared';
import { useId, useState, type FormEvent } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { KioskApiError } from '@/guest/kiosk/page/kiosk-api';
import styles from './device-screens.module.css';

export interface AppPasswordCredentials {
  email: string;
  appPassword: string;
}

/** What the operator reads when the sign-in was refused; the server's code decides, never its English message. */
function refusalText(t: ReturnType<typeof guestTexts>, failure: unknown): string {
  if (failure instanceof KioskApiError && failure.status === 401) return t('device.signin.wrong');
  if (failure instanceof KioskApiError && failure.status === 429) return t('device.signin.locked', { minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) });
  return t('device.signin.failed');
}

/**
 * Beside the pairing code: the operator signs the tablet in with the account's e-mail address and app
 * password (PUT /customers/apppassword) instead of confirming the code on another device. Closed at
 * first, so the code stays the page's main way; `onSignIn` completes the pairing shown (pairing-loop).
 */
export function AppPasswordSignIn(props: { locale: Locale; ready: boolean; onSignIn: (credentials: AppPasswordCredentials) => Promise<void> }) {
  const t = guestTexts(props.locale);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [appPassword, setAppPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <BoothButton variant="secondary" className={styles.signInOpen} onClick={() => setOpen(true)} testId="kiosk-signin-open">
        {t('device.signin.open')}
      </BoothButton>
    );
  }

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!email.trim() || !appPassword) return setError(t('device.signin.missing'));
    setBusy(true);
    setError(null);
    try {
      await props.onSignIn({ email: email.trim(), appPassword });
    } catch (failure) {
      setAppPassword('');
      setError(refusalText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.signIn} noValidate onSubmit={(formEvent) => void submit(formEvent)} data-testid="kiosk-signin" aria-labelledby={`${id}-title`}>
      <h2 className={styles.signInTitle} id={`${id}-title`}>
        {t('device.signin.open')}
      </h2>
      <p className={styles.signInHint}>{t('device.signin.hint')}</p>
      <label className={styles.signInField}>
        {t('device.signin.email')}
        <input
          className={styles.signInInput}
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          maxLength={254}
          value={email}
          data-testid="kiosk-signin-email"
          onChange={(changeEvent) => setEmail(changeEvent.target.value)}
        />
      </label>
      <label className={styles.signInField}>
        {t('device.signin.password')}
        <input
          className={styles.signInInput}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          value={appPassword}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={`${id}-error`}
          data-testid="kiosk-signin-password"
          onChange={(changeEvent) => setAppPassword(changeEvent.target.value)}
        />
      </label>
      <p className={styles.signInError} id={`${id}-error`} role="alert" data-testid="kiosk-signin-error">
        {error}
      </p>
      <div className={styles.signInActions}>
        <BoothButton type="submit" disabled={busy || !props.ready} testId="kiosk-signin-submit">
          {busy ? t('device.signin.busy') : t('device.signin.submit')}
        </BoothButton>
        <BoothButton variant="ghost" onClick={() => setOpen(false)} testId="kiosk-signin-cancel">
          {t('device.signin.cancel')}
        </BoothButton>
      </div>
    </form>
  );
}
