import { isDeviceOnline, type Device, type DeviceStorageState, type EventListItem } from '@booth/shared';

type DeviceEvent = NonNullable<Device['event']>;

/** Above this share of its quota a tablet may soon refuse to keep pictures: the operator is warned. */
export const STORAGE_WARN_RATIO = 0.8;

export interface StorageUse {
  /** Used share of the quota, 0…1; null when the browser reported no figures. */
  ratio: number | null;
  warn: boolean;
}

export function storageUse(storage: DeviceStorageState | null): StorageUse {
  if (!storage || storage.usageBytes === null || !storage.quotaBytes) return { ratio: null, warn: false };
  const ratio = Math.min(1, storage.usageBytes / storage.quotaBytes);
  return { ratio, warn: ratio > STORAGE_WARN_RATIO };
}

/**
 * Online as of `now` by the shared rule (two missed pings, isDeviceOnline): the list's answer ages
 * between refetches, so a tablet that stops pinging turns offline on time even when a refetch is late.
 * Never online where the server said offline (its clock decides; ours only moves the answer on).
 */
export function deviceOnline(device: Pick<Device, 'online' | 'lastPingAt'>, now: number): boolean {
  return device.online && isDeviceOnline(device.lastPingAt, new Date(now));
}

export type LicenceState = 'valid' | 'expired' | 'none';

export function licenceState(device: Pick<Device, 'licence'>): LicenceState {
  if (!device.licence) return 'none';
  return device.licence.valid ? 'valid' : 'expired';
}

/**
 * The campaign the tablet said it has open, when that is not the one assigned (it has not picked up
 * the change yet, or an operator opened another one on it); null when they agree or it reported none.
 */
export function runningElsewhere(device: Pick<Device, 'event' | 'runningEventSlug'>): string | null {
  if (!device.runningEventSlug || device.runningEventSlug === device.event?.slug) return null;
  return device.runningEventSlug;
}

/** A campaign's name from its slug, or the slug when it is not (or no longer) one of the organiser's. */
export function campaignNameOf(slug: string, events: readonly Pick<EventListItem, 'slug' | 'name'>[] | undefined): string {
  return events?.find((event) => event.slug === slug)?.name ?? slug;
}

export interface CampaignOption {
  value: string;
  label: string;
}

/** The value of the "no campaign" choice: Mantine's Select keeps an empty string as "nothing chosen". */
export const NO_CAMPAIGN = 'none';

/**
 * The campaigns a tablet can run: tablet booths (boothType ipad) that are not archived, plus the one
 * already assigned even when it no longer qualifies, so the picker still shows what the tablet runs.
 */
export function campaignOptions(
  events: readonly EventListItem[] | undefined,
  assigned: DeviceEvent | null,
  noneLabel: string,
): CampaignOption[] {
  const tablets = (events ?? []).filter((event) => event.boothType === 'ipad' && !event.archived);
  const options = tablets.map((event) => ({ value: event.id, label: event.name }));
  if (assigned && !options.some((option) => option.value === assigned.id)) options.unshift({ value: assigned.id, label: assigned.name });
  return [{ value: NO_CAMPAIGN, label: noneLabel }, ...options];
}
