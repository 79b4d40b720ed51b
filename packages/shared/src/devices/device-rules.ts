import { planLevel, type Plan } from '../plans.ts';

/** A kiosk running as a device pings every 30 s while online (issue: devices and offline kiosk). */
export const DEVICE_PING_INTERVAL_MS = 30_000;
/** Time a ping may take on its way (a slow venue network, a busy tablet, timers that drift) before it counts as missed. */
export const DEVICE_PING_GRACE_MS = 15_000;
/**
 * A device is online until it has missed two pings (issue 24): a tablet that was closed or lost its
 * network shows offline on /devices about a minute later, while one late ping does not make it flicker.
 * Server (the list's `online`) and web (the page ageing between refetches) use this one rule.
 */
export const DEVICE_ONLINE_WINDOW_MS = 2 * DEVICE_PING_INTERVAL_MS + DEVICE_PING_GRACE_MS;
/** The header a paired device sends its own token in (never an organiser's session). */
export const DEVICE_TOKEN_HEADER = 'x-device-token';
/** A pairing code is valid this long after the kiosk asked for it. */
export const PAIRING_TTL_MS = 10 * 60_000;
/** Characters of a pairing code: no 0/O, 1/I/L, so it reads aloud and types without mistakes. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

/** Whether a device whose last ping was at `lastPingAt` (null: never) counts as online at `now`. */
export function isDeviceOnline(lastPingAt: Date | string | null, now: Date): boolean {
  if (!lastPingAt) return false;
  const at = typeof lastPingAt === 'string' ? new Date(lastPingAt) : lastPingAt;
  return now.getTime() - at.getTime() <= DEVICE_ONLINE_WINDOW_MS;
}

/** A code as typed (any case, spaces, a dash) in its stored form, or null when it cannot be one. */
export function normalisePairingCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const char of code) if (!PAIRING_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** How a code is shown: two groups of four, `ABCD-EFGH`. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * Licences that come with a plan until the billing issue sells them (platform §1 plan levels): one to
 * try the tablet booth on Free and Silver, then more per tier.
 */
export function planLicenceAllowance(plan: Pick<Plan, 'level'> | null | undefined): number {
  const level = planLevel(plan);
  if (level >= 99) return 20;
  if (level >= 30) return 10;
  if (level >= 20) return 3;
  return 1;
}

/** How long a licence seeded from the plan runs; the billing issue renews them with the subscription. */
export const PLAN_LICENCE_DAYS = 365;

export function isLicenceValid(licence: { expireAt: Date | string }, now: Date): boolean {
  const at = typeof licence.expireAt === 'string' ? new Date(licence.expireAt) : licence.expireAt;
  return at.getTime() > now.getTime();
}
