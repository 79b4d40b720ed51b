import { useGuest } from '@/guest/shared/guest-context';
import { useOfflineQueue } from './offline-queue';
import styles from './offline.module.css';

/**
 * On the attention screen of a paired tablet: how many pictures still wait on it, so the operator
 * sees at a glance (and after a reload without network) that nothing is lost. Absent when none waits.
 */
export function QueueChip() {
  const queue = useOfflineQueue();
  const { t } = useGuest();
  const waiting = queue?.state?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <p className={styles.chip} role="status" data-testid="kiosk-queue-chip" data-waiting={waiting}>
      {t('offline.queue.waiting', { count: waiting })}
    </p>
  );
}
