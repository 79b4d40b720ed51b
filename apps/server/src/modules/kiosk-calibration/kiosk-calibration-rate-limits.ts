import type { Policy } from '@/platform/http/rate-limits.ts';
import { kioskExitPolicy } from '@/modules/kiosk/kiosk-rate-limits.ts';

const MINUTE_MS = 60_000;
// Keyed as leaving the kiosk is: per address and campaign, and per campaign.
const [perAddressAndEvent, perEvent] = kioskExitPolicy.map((limit) => limit.key);

/**
 * PUT /api/events/{slug}/kiosk/image-processing carries the operator's secret, so each request is
 * also a guess at it, like leaving the kiosk (kiosk-rate-limits.ts). An operator saves a calibration
 * a few times while setting up: 10 per address and campaign in 10 minutes is plenty. The per-campaign
 * ceiling of 20 an hour matches the exit's, so both routes together allow 40 guesses an hour: trying
 * every 4-digit PIN still takes 250 hours, longer than any event.
 */
export const kioskCalibrationPolicy = [
  { name: 'kiosk-calibration:event-address', max: 10, windowMs: 10 * MINUTE_MS, key: perAddressAndEvent! },
  { name: 'kiosk-calibration:event', max: 20, windowMs: 60 * MINUTE_MS, key: perEvent! },
] as const satisfies Policy;
