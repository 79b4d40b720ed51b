import { BoothButton } from '@/guest/booth/ui/booth-button';
import { Popup } from '@/guest/booth/ui/popup';
import { useGuest } from '@/guest/shared/guest-context';
import type { Replacer } from './use-background-replacer';
import styles from './segmentation-popup.module.css';

/**
 * 'Live background' (campaigns §2): while the on-device segmentation model loads, a blocking popup
 * with a spinner; gone by itself once the model is ready. If it fails, the popup says so and lets the
 * guest go on without the live background (`onContinue`). Shows nothing for any other status.
 */
export function SegmentationPopup(props: { status: Replacer['status']; onContinue: () => void }) {
  const { t } = useGuest();
  if (props.status === 'loading') {
    return (
      <Popup key="loading" title={t('segmentation.title')} testId="popup-segmentation">
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('segmentation.loading')}
        </p>
      </Popup>
    );
  }
  if (props.status === 'failed') {
    // A new key: the dialog mounts again, so its panel takes the focus and is announced afresh.
    return (
      <Popup
        key="failed"
        title={t('segmentation.title')}
        testId="popup-segmentation"
        actions={
          <BoothButton onClick={props.onContinue} testId="segmentation-continue">
            {t('segmentation.continue')}
          </BoothButton>
        }
      >
        <p className={styles.message}>{t('segmentation.failed')}</p>
      </Popup>
    );
  }
  return null;
}
