import { guestTexts, type Locale } from '@booth/shared';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import styles from './booth-error-page.module.css';

/**
 * What a guest sees when the campaign does not exist (any more), is archived, or could not be loaded:
 * a friendly message in their language, and for a failed load a way to try again.
 */
export function BoothErrorPage(props: { locale: Locale; reason: 'notFound' | 'failed'; onRetry: () => void }) {
  const t = guestTexts(props.locale);
  return (
    <main className={styles.page} data-testid="booth-error">
      <h1 className={styles.title}>{props.reason === 'notFound' ? t('booth.notFound.title') : t('system.error')}</h1>
      {props.reason === 'notFound' ? <p>{t('booth.notFound.body')}</p> : null}
      {props.reason === 'failed' ? <BoothButton onClick={props.onRetry}>{t('camera.retry')}</BoothButton> : null}
    </main>
  );
}
