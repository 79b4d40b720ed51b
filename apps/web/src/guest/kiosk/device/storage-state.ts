import type { DeviceStorageState } from '@booth/shared';

/**
 * The browser storage as the tablet sees it (StorageManager.estimate and persisted), for the operator
 * on /devices; null where the browser has no StorageManager (an old browser, an insecure page).
 */
export async function readStorageState(): Promise<DeviceStorageState | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  try {
    const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted ? storage.persisted() : Promise.resolve(null)]);
    return { usageBytes: wholeBytes(estimate.usage), quotaBytes: wholeBytes(estimate.quota), persisted };
  } catch {
    // Some browsers refuse the estimate in private mode; the ping goes without it.
    return null;
  }
}

const wholeBytes = (value: number | undefined): number | null => (value === undefined || !Number.isFinite(value) ? null : Math.max(0, Math.round(value)));
