import { BOOTH_PREFIX, guestTexts, localePath, type Locale } from '@booth/shared';
import { BoothMessagePage } from '@/guest/booth/page/booth-message-page';
import styles from './kiosk-pages.module.css';

/** A virtual-booth campaign opened as a kiosk (the server answers 409): where its booth is instead. */
export function NotKioskPage(props: { locale: Locale; slug: string }) {
  const t = guestTexts(props.locale);
  return (
    <BoothMessagePage testId="kiosk-not-kiosk" title={t('kiosk.notKiosk.title')}>
      <p>{t('kiosk.notKiosk.body')}</p>
      <a className={styles.link} href={localePath(`${BOOTH_PREFIX}${encodeURIComponent(props.slug)}`, props.locale)}>
        {t('kiosk.notKiosk.link')}
      </a>
    </BoothMessagePage>
  );
}
