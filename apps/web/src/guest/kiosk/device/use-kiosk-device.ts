import type { DeviceSelf, Locale } from '@booth/shared';
import { useEffect, useMemo, useState } from 'react';
import { runAsDevice } from '@/guest/shared/guest-api';
import { queueState } from '@/guest/kiosk/offline/capture-queue';
import { kioskQueueDb } from '@/guest/kiosk/offline/queue-db';
import { refillSpareSessions, startKioskSession } from '@/guest/kiosk/offline/spare-sessions';
import { startSpareSession } from './device-client';
import { startDevicePing } from './device-ping';
import { kioskDeviceState, type DeviceFacts, type KioskDevice } from './device-state';
import { forgetDeviceToken } from './device-token';

interface Heard {
  self: DeviceSelf | null;
  lastPingAt: Date | null;
  refusal: DeviceFacts['refusal'];
  removed: boolean;
}

const NOTHING_YET: Heard = { self: null, lastPingAt: null, refusal: null, removed: false };

/**
 * The kiosk of one campaign on a paired tablet: pings (device-ping.ts), sends its token with each
 * guest session, keeps spare sessions for guests without network, and keeps what the server answers.
 * A refused start asks again at once, so the operator's fix on /devices shows with the next answer.
 * Null in a plain browser (no token).
 */
export function useKioskDevice(token: string | null, slug: string, locale: Locale): KioskDevice | null {
  const [heard, setHeard] = useState<Heard>(NOTHING_YET);

  useEffect(() => {
    if (!token) return;
    // The organiser removed the tablet: the token is worthless; the start page pairs it again.
    const removed = () => {
      forgetDeviceToken();
      runAsDevice(null);
      setHeard((before) => ({ ...before, removed: true }));
    };
    const ping = startDevicePing({
      token,
      eventSlug: slug,
      // A licence refusal lasts until the server answers again (its answer tells the licence state);
      // "not this organiser's campaign" is nothing a ping can tell, so it lasts while the campaign is open.
      onAnswer: (self) => {
        setHeard((before) => ({ self, lastPingAt: new Date(), refusal: before.refusal === 'DEVICE_NOT_ALLOWED' ? before.refusal : null, removed: false }));
        // The first answer comes as the campaign opens, then one every 30 s while online: each tops the
        // spare sessions up, so a network that drops before the first guest still leaves guests one.
        if (self.canStart && self.event?.slug === slug) void refillSpareSessions(slug, () => startSpareSession(slug, token));
      },
      onUnknown: removed,
      readQueue: async () => (typeof indexedDB === 'undefined' ? null : queueState(await kioskQueueDb())),
    });
    runAsDevice({
      token,
      // A guest who comes while the network is down gets a session started ahead (kiosk/offline).
      startSession: startKioskSession,
      onRefused: (refusal) => {
        if (refusal === 'DEVICE_UNKNOWN') {
          ping.stop();
          return removed();
        }
        setHeard((before) => ({ ...before, refusal }));
        ping.now();
      },
    });
    return () => {
      ping.stop();
      runAsDevice(null);
    };
  }, [token, slug]);

  return useMemo(() => (token ? kioskDeviceState({ slug, locale, ...heard }) : null), [token, slug, locale, heard]);
}
