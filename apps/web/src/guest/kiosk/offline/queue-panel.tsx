import { formatBytes, type DeviceStorageState, type Locale } from '@booth/shared';
import { useEffect, useState } from 'react';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { readStorageState } from '@/guest/kiosk/device/storage-state';
import { useGuest } from '@/guest/shared/guest-context';
import { useOfflineQueue } from './offline-queue';
import styles from './offline.module.css';

/** Storage this full is worth a warning: the browser may refuse the next picture long before 100 %. */
export const STORAGE_WARNING_SHARE = 0.8;

const timeOf = (iso: string, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

export function storageLow(storage: DeviceStorageState | null): boolean {
  return !!storage?.quotaBytes && storage.usageBytes !== null && storage.usageBytes / storage.quotaBytes >= STORAGE_WARNING_SHARE;
}

/**
 * The offline queue for the operator (issue 14): pictures still on the tablet, the oldest, the last
 * that arrived and the last problem, with "send now"; the browser storage and warnings while there is
 * still time to act (running out, or storage the browser may clear). Nothing on a plain browser.
 */
export function QueuePanel() {
  const queue = useOfflineQueue();
  const { t, locale } = useGuest();
  const [storage, setStorage] = useState<DeviceStorageState | null>(null);
  const state = queue?.state ?? null;
  useEffect(() => {
    let live = true;
    void readStorageState().then((read) => live && setStorage(read));
    return () => {
      live = false;
    };
  }, [state]);
  if (!queue) return null;
  return (
    <section className={styles.panel} aria-labelledby="queue-title" data-testid="kiosk-queue">
      <h2 id="queue-title" className={styles.panelTitle}>
        {t('offline.queue.title')}
      </h2>
      <p data-testid="kiosk-queue-waiting" data-waiting={state?.waiting ?? 0}>
        {state && state.waiting > 0 ? t('offline.queue.waiting', { count: state.waiting }) : t('offline.queue.none')}
      </p>
      {state?.oldestCapturedAt ? <p>{t('offline.queue.oldest', { time: timeOf(state.oldestCapturedAt, locale) })}</p> : null}
      {state?.lastUploadAt ? <p>{t('offline.queue.lastUpload', { time: timeOf(state.lastUploadAt, locale) })}</p> : null}
      {state && state.refused > 0 ? <p className={styles.warning}>{t('offline.queue.refused', { count: state.refused })}</p> : null}
      {state?.lastError ? <p className={styles.warning}>{t('offline.queue.lastError', { error: state.lastError })}</p> : null}
      {storage?.usageBytes != null && storage.quotaBytes ? (
        <p>{t('offline.queue.storage', { used: formatBytes(storage.usageBytes, 1), quota: formatBytes(storage.quotaBytes, 1) })}</p>
      ) : null}
      {storageLow(storage) ? (
        <p className={styles.warning} role="alert">
          {t('offline.queue.storageLow')}
        </p>
      ) : null}
      {storage?.persisted === false ? <p className={styles.hint}>{t('offline.queue.notPersisted')}</p> : null}
      {state && state.waiting > 0 ? (
        <BoothButton variant="secondary" onClick={() => void queue.retryNow()} testId="kiosk-queue-retry">
          {t('offline.queue.retry')}
        </BoothButton>
      ) : null}
    </section>
  );
}
