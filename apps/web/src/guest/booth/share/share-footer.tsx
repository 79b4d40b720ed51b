import type { SharingScreen } from '@booth/shared';
import { LegalLinks } from '@/guest/booth/page/legal-links';
import { useGuest } from '@/guest/shared/guest-context';
import { ShareButton } from './share-action';
import styles from './share-screen.module.css';

/** The end of every sharing screen: retake, finish (when the campaign shows it) and the legal links. */
export function ShareFooter(props: { look: SharingScreen['sharingButton']; finishEnabled: boolean; onRetake: () => void; onFinish: () => void }) {
  const { t } = useGuest();
  return (
    <>
      <div className={styles.footer}>
        <ShareButton icon="retake" label={t('share.retake')} look={props.look} variant="secondary" testId="share-retake" onClick={props.onRetake} />
        {props.finishEnabled ? <ShareButton icon="finish" label={t('share.finish')} look={props.look} testId="share-finish" onClick={props.onFinish} /> : null}
      </div>
      <LegalLinks />
    </>
  );
}
