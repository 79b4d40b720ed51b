import { z } from 'zod';
import { SUPPORT_TOKEN_WINDOW_MS } from '../constants.ts';

const isoDate = z.iso.datetime({ offset: true });

/** Support tokens last 10 minutes (platform §9: the bar counts down against 600000 ms, every second). */
// The header (SUPPORT_TOKEN_HEADER) and the web app's cookie (SUPPORT_TOKEN_COOKIE, readable by the app;
// useless without the admin's own session) are in app-config.ts; the bar's size in constants.ts.
export const SUPPORT_TOKEN_TTL_MS = SUPPORT_TOKEN_WINDOW_MS;

/** POST /customers/supportToken (admins, support staff): a new token for the customer; issuing again refreshes (the old one ends). */
export const supportTokenRequestSchema = z.object({ customerId: z.uuid() });

export const supportCustomerSchema = z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), name: z.string() });

/** Platform §3 Support token {token, expireAt}, with the customer acted for. */
export const supportTokenSchema = z.object({ token: z.string(), expireAt: isoDate, customer: supportCustomerSchema });
export type SupportToken = z.infer<typeof supportTokenSchema>;

/** GET /customers/supportToken/{token}: valid (and whose), for the issuing admin only; otherwise 404. */
export const supportTokenCheckSchema = z.object({ valid: z.boolean(), expireAt: isoDate, customer: supportCustomerSchema });
export type SupportTokenCheck = z.infer<typeof supportTokenCheckSchema>;

/** True when a token expiring at `expireAt` has time left at `now`; the bar's fraction of 10 minutes. */
export function supportTimeLeft(expireAt: string | Date, now: number): { ms: number; fraction: number } {
  const ms = Math.max(0, new Date(expireAt).getTime() - now);
  return { ms, fraction: Math.min(1, ms / SUPPORT_TOKEN_TTL_MS) };
}
