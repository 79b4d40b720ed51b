import { guestTexts, type Locale } from '@booth/shared';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { BoothMessagePage } from './booth-message-page';

/**
 * What a guest sees when the campaign does not exist (any more), is archived, or could not be loaded:
 * a friendly message in their language, and for a failed load a way to try again.
 */
export function BoothErrorPage(props: { locale: Locale; reason: 'notFound' | 'failed'; onRetry: () => void }) {
  const t = guestTexts(props.locale);
  return (
    <BoothMessagePage testId="booth-error" title={props.reason === 'notFound' ? t('booth.notFound.title') : t('system.error')}>
      {props.reason === 'notFound' ? <p>{t('booth.notFound.body')}</p> : null}
      {props.reason === 'failed' ? <BoothButton onClick={props.onRetry}>{t('camera.retry')}</BoothButton> : null}
    </BoothMessagePage>
  );
}

/** The booth while its campaign loads, in the branded default look. */
export function BoothLoadingPage(props: { locale: Locale }) {
  return <BoothMessagePage testId="booth-loading" busy title={guestTexts(props.locale)('booth.loading')} />;
}
