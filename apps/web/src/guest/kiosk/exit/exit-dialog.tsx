import { useId, useState, type FormEvent } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { Popup } from '@/guest/booth/ui/popup';
import { useGuest } from '@/guest/shared/guest-context';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { KioskApiError, requestKioskExit } from '@/guest/kiosk/page/kiosk-api';
import styles from './exit.module.css';

/**
 * Asks the operator for the lock password or the exit PIN and has the server check it (rate limited
 * there, so a PIN cannot be guessed here either). A campaign with neither only asks for confirmation.
 */
export function ExitDialog(props: { onCancel: () => void }) {
  const { t } = useGuest();
  const { event, onExit } = useKiosk();
  const id = useId();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!secret) return setError(t('form.required'));
    setChecking(true);
    setError(null);
    try {
      await requestKioskExit(event.slug, secret);
      onExit(secret);
    } catch (failure) {
      setSecret('');
      if (failure instanceof KioskApiError && failure.status === 403) setError(t('kiosk.exit.wrong'));
      else if (failure instanceof KioskApiError && failure.status === 429) setError(t('kiosk.exit.tooMany', { seconds: failure.retryAfterSeconds ?? 60 }));
      else setError(t('system.error'));
    } finally {
      setChecking(false);
    }
  };

  const cancel = (
    <BoothButton variant="secondary" onClick={props.onCancel} testId="kiosk-exit-cancel">
      {t('kiosk.exit.cancel')}
    </BoothButton>
  );

  if (!event.exitSecret) {
    return (
      <Popup
        title={t('kiosk.exit.title')}
        testId="kiosk-exit-dialog"
        onClose={props.onCancel}
        closeLabel={t('kiosk.exit.cancel')}
        actions={
          <BoothButton onClick={() => onExit()} testId="kiosk-exit-submit">
            {t('kiosk.exit.submit')}
          </BoothButton>
        }
      >
        <p>{t('kiosk.exit.confirm')}</p>
      </Popup>
    );
  }

  return (
    <Popup title={t('kiosk.exit.title')} testId="kiosk-exit-dialog">
      <form noValidate onSubmit={(formEvent) => void submit(formEvent)}>
        <p>{t('kiosk.exit.body')}</p>
        <label className={styles.field} htmlFor={id}>
          {t('kiosk.exit.secret')}
          <input
            id={id}
            className={styles.input}
            type="password"
            autoComplete="off"
            autoFocus
            maxLength={128}
            value={secret}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={`${id}-error`}
            data-testid="kiosk-exit-secret"
            onChange={(changeEvent) => setSecret(changeEvent.target.value)}
          />
        </label>
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error ?? ''}
        </p>
        <BoothButton type="submit" disabled={checking} testId="kiosk-exit-submit">
          {t('kiosk.exit.submit')}
        </BoothButton>{' '}
        {cancel}
      </form>
    </Popup>
  );
}
