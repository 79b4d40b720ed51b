import { boothTheme } from '@/guest/booth/theme/booth-theme';
import { useGuest } from '@/guest/shared/guest-context';
import { BoothMessagePage } from './booth-message-page';
import { LegalLinks } from './legal-links';

/**
 * A draft campaign's booth for its guests (campaigns §4): a friendly page in the campaign's look until
 * the organiser publishes it. Also shown when an upload is refused because the campaign went back to draft.
 */
export function NotLivePage() {
  const { event, asset, t } = useGuest();
  return (
    <BoothMessagePage testId="booth-not-live" theme={boothTheme(event, asset)} title={t('booth.notLive.title')} footer={<LegalLinks />}>
      <p>{t('booth.notLive.body')}</p>
    </BoothMessagePage>
  );
}

/** The note over a draft's booth while its organiser tests it. */
export function TestModeBanner() {
  const { t } = useGuest();
  return (
    <p className="booth-test-mode" role="note" data-testid="booth-test-mode">
      {t('booth.testMode')}
    </p>
  );
}
