import { describe, expect, it } from 'vitest';
import { DEVICE_ONLINE_WINDOW_MS, DEVICE_PING_INTERVAL_MS } from '@booth/shared';
import { NO_CAMPAIGN, STORAGE_WARN_RATIO, campaignNameOf, campaignOptions, deviceOnline, licenceState, runningElsewhere, storageUse } from '@/features/devices/device-status';
import { formatRelativeTime } from '@/features/devices/relative-time';
import { archived, deviceEvent, gala, makeDevice, summer, webOnly } from '@/features/devices/test/devices-fake-api';
import { listItem } from '@/test/event-fixtures';

describe('storage use', () => {
  it('warns above 80 % of the quota, not at it', () => {
    expect(STORAGE_WARN_RATIO).toBe(0.8);
    expect(storageUse({ usageBytes: 800, quotaBytes: 1000, persisted: true })).toEqual({ ratio: 0.8, warn: false });
    expect(storageUse({ usageBytes: 801, quotaBytes: 1000, persisted: true })).toEqual({ ratio: 0.801, warn: true });
  });

  it('has no figure when the browser reported none, or a quota of zero', () => {
    expect(storageUse(null)).toEqual({ ratio: null, warn: false });
    expect(storageUse({ usageBytes: null, quotaBytes: 1000, persisted: null })).toEqual({ ratio: null, warn: false });
    expect(storageUse({ usageBytes: 10, quotaBytes: 0, persisted: null })).toEqual({ ratio: null, warn: false });
  });

  it('never shows more than full', () => {
    expect(storageUse({ usageBytes: 1500, quotaBytes: 1000, persisted: false }).ratio).toBe(1);
  });
});

describe('online', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const pinged = (ms: number) => new Date(now - ms).toISOString();

  it('follows the shared rule as the answer ages: one missed ping is still online, two are not', () => {
    expect(deviceOnline({ online: true, lastPingAt: pinged(DEVICE_PING_INTERVAL_MS + 5_000) }, now)).toBe(true);
    expect(deviceOnline({ online: true, lastPingAt: pinged(DEVICE_ONLINE_WINDOW_MS) }, now)).toBe(true);
    expect(deviceOnline({ online: true, lastPingAt: pinged(DEVICE_ONLINE_WINDOW_MS + 1_000) }, now)).toBe(false);
    expect(deviceOnline({ online: true, lastPingAt: null }, now)).toBe(false);
  });

  it('never turns a tablet the server called offline online by our clock', () => {
    expect(deviceOnline({ online: false, lastPingAt: pinged(5_000) }, now)).toBe(false);
  });
});

describe('licence state', () => {
  it('is valid, expired or none', () => {
    expect(licenceState({ licence: { id: 'x', expireAt: '2027-01-01T00:00:00.000Z', valid: true } })).toBe('valid');
    expect(licenceState({ licence: { id: 'x', expireAt: '2025-01-01T00:00:00.000Z', valid: false } })).toBe('expired');
    expect(licenceState({ licence: null })).toBe('none');
  });
});

describe('the campaign a tablet runs', () => {
  it('names the reported campaign only when it differs from the assigned one', () => {
    expect(runningElsewhere(makeDevice({ event: deviceEvent(summer), runningEventSlug: 'summer-party' }))).toBeNull();
    expect(runningElsewhere(makeDevice({ event: deviceEvent(summer), runningEventSlug: null }))).toBeNull();
    expect(runningElsewhere(makeDevice({ event: deviceEvent(summer), runningEventSlug: 'winter-gala' }))).toBe('winter-gala');
    expect(runningElsewhere(makeDevice({ event: null, runningEventSlug: 'winter-gala' }))).toBe('winter-gala');
  });

  it('finds a campaign name by slug, or keeps the slug of one that is not the organiser’s', () => {
    const events = [summer, gala].map(listItem);
    expect(campaignNameOf('winter-gala', events)).toBe('Winter gala');
    expect(campaignNameOf('someone-elses', events)).toBe('someone-elses');
    expect(campaignNameOf('winter-gala', undefined)).toBe('winter-gala');
  });

  it('offers "none" and the tablet campaigns that are not archived, plus the assigned one whatever it is', () => {
    const events = [summer, gala, webOnly, archived].map(listItem);
    expect(campaignOptions(events, null, 'None')).toEqual([
      { value: NO_CAMPAIGN, label: 'None' },
      { value: summer.id, label: 'Summer party' },
      { value: gala.id, label: 'Winter gala' },
    ]);
    expect(campaignOptions(events, deviceEvent(archived), 'None').map((option) => option.label)).toEqual(['None', 'Old fair', 'Summer party', 'Winter gala']);
    expect(campaignOptions(undefined, deviceEvent(summer), 'None').map((option) => option.label)).toEqual(['None', 'Summer party']);
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [3, 'now', 'jetzt'],
    [37, '30 seconds ago', 'vor 30 Sekunden'],
    [3 * 60 + 20, '3 minutes ago', 'vor 3 Minuten'],
    [2 * 3600, '2 hours ago', 'vor 2 Stunden'],
    [86_400 + 5, 'yesterday', 'gestern'],
    [-20, 'now', 'jetzt'],
  ])('%i s ago reads "%s" and "%s"', (seconds, english, german) => {
    expect(formatRelativeTime(ago(seconds), now, 'en')).toBe(english);
    expect(formatRelativeTime(ago(seconds), now, 'de')).toBe(german);
  });
});
