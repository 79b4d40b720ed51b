import { shootEmailRequestSchema } from '@booth/shared';
import { useId, useState, type FormEvent } from 'react';
import { useActivity } from '@/guest/booth/activity/use-activity';
import { GuestApiError, sendShootEmail } from '@/guest/shared/guest-api';
import { useGuest } from '@/guest/shared/guest-context';
import { ShareIcon } from './share-icons';
import buttonStyles from '@/guest/booth/ui/booth-button.module.css';
import styles from './share-screen.module.css';

type SendState = 'idle' | 'invalid' | 'sending' | 'sent' | 'queued' | 'failed';

/** How the address is sent: by default at once; a paired kiosk may keep it until the picture has arrived. */
export type EmailSender = (email: string) => Promise<'sent' | 'queued'>;

/** E-mail sharing (campaigns §3): the server sends the picture to the address the guest types. */
export function EmailForm(props: { shootId: string; send?: EmailSender }) {
  const { event, t, sessionToken } = useGuest();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SendState>('idle');
  const report = useActivity();

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = shootEmailRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) return setState('invalid');
    setState('sending');
    try {
      const outcome = props.send ? await props.send(parsed.data.email) : (await sendShootEmail(event.slug, props.shootId, sessionToken, parsed.data.email), 'sent' as const);
      report({ action: 'share', channel: 'email', shootId: props.shootId });
      setState(outcome);
    } catch (error) {
      setState(error instanceof GuestApiError && error.status === 400 ? 'invalid' : 'failed');
    }
  };

  const message = state === 'invalid' ? t('email.invalid') : state === 'failed' ? t('email.failed') : null;
  return (
    <form className={styles.emailForm} noValidate onSubmit={(formEvent) => void submit(formEvent)}>
      <label className={styles.label} htmlFor={id}>
        {t('email.title')}
      </label>
      <div className={styles.emailRow}>
        <input
          id={id}
          data-testid="share-email-input"
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('email.label')}
          aria-label={t('email.label')}
          maxLength={254}
          value={email}
          aria-invalid={state === 'invalid' ? 'true' : 'false'}
          aria-describedby={`${id}-status`}
          onChange={(changeEvent) => {
            setEmail(changeEvent.target.value);
            if (state !== 'sending') setState('idle');
          }}
        />
        <button type="submit" data-testid="share-email-send" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} disabled={state === 'sending'}>
          <ShareIcon name="email" />
          <span>{state === 'sending' ? t('share.sending') : t('email.send')}</span>
        </button>
      </div>
      <p id={`${id}-status`} className={message ? styles.error : styles.success} role={message ? 'alert' : 'status'}>
        {message ?? (state === 'sent' ? t('email.sent') : state === 'queued' ? t('offline.emailQueued') : '')}
      </p>
    </form>
  );
}
