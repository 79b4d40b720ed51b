import { useGuest } from '@/guest/shared/guest-context';
import { Popup } from '@/guest/booth/ui/popup';
import styles from './start-screen.module.css';

/** The organiser's "how it works" page in a frame (virtual booth manual dialog). */
export function ManualDialog(props: { src: string; onClose: () => void }) {
  const { t } = useGuest();
  return (
    <Popup title={t('start.manual')} onClose={props.onClose} closeLabel={t('system.close')} testId="manual-dialog">
      <iframe className={styles.manual} src={props.src} title={t('start.manual')} sandbox="allow-scripts allow-same-origin allow-popups" />
    </Popup>
  );
}
