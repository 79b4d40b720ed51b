import { internationalPhone, smsToPhoneUrl, whatsappToPhoneUrl, type ShareChannel } from '@booth/shared';
import { useId, useState } from 'react';
import { ShareLink } from '@/guest/booth/share/share-action';
import { useGuest } from '@/guest/shared/guest-context';
import boothStyles from '@/guest/booth/share/share-screen.module.css';
import styles from './kiosk-share.module.css';

/**
 * Text message and WhatsApp from a kiosk: the tablet is not the guest's phone, so the guest types their
 * mobile number (a phone keypad on screen) and the message goes to it with the picture's link.
 */
export function PhoneShare(props: { link: string; onShared: (channel: ShareChannel) => void }) {
  const { event, t } = useGuest();
  const sharing = event.screens.sharing;
  const id = useId();
  const [raw, setRaw] = useState('');
  const [touched, setTouched] = useState(false);
  const phone = internationalPhone(raw);
  const invalid = touched && raw.trim() !== '' && phone === null;
  const look = sharing.sharingButton;

  return (
    <div className={styles.phone}>
      <label className={boothStyles.label} htmlFor={id}>
        {t('kiosk.phone.label')}
      </label>
      <input
        id={id}
        className={`${boothStyles.input} ${styles.bigInput}`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t('kiosk.phone.placeholder')}
        maxLength={24}
        value={raw}
        aria-invalid={invalid ? 'true' : 'false'}
        aria-describedby={`${id}-hint`}
        data-testid="share-phone-input"
        onChange={(changeEvent) => setRaw(changeEvent.target.value)}
        onBlur={() => setTouched(true)}
      />
      <p id={`${id}-hint`} className={invalid ? boothStyles.error : styles.hint} role={invalid ? 'alert' : undefined}>
        {invalid ? t('kiosk.phone.invalid') : t('kiosk.phone.hint')}
      </p>
      {phone ? (
        <div className={boothStyles.actions}>
          {sharing.sms.enabled ? (
            <ShareLink icon="sms" label={t('share.sms')} look={look} testId="share-sms" href={smsToPhoneUrl(phone, sharing.sms.body, props.link)} onClick={() => props.onShared('sms')} />
          ) : null}
          {sharing.whatsapp.enabled ? (
            <ShareLink
              icon="whatsapp"
              label={t('share.whatsapp')}
              look={look}
              testId="share-whatsapp"
              href={whatsappToPhoneUrl(phone, sharing.whatsapp.body, props.link)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => props.onShared('whatsapp')}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
