import { z } from 'zod';

/** Absolute addresses of the installation's imprint and privacy pages in one language. */
export const legalLinksSchema = z.object({ imprint: z.string(), privacy: z.string() });
export type LegalLinks = z.infer<typeof legalLinksSchema>;

/** GET /api/config: public facts the web app needs at boot. */
export const appConfigSchema = z.object({
  productName: z.string(),
  /** Hosts whose sub-domains other than gray/relaunch give a 404 (platform §2 host rule). */
  knownHosts: z.array(z.string()),
  /** Whether the demo organiser account exists on this installation. */
  demoAccount: z.boolean(),
  /**
   * The installation's imprint and privacy pages (IMPRINT_URL, PRIVACY_URL; the built-in /imprint and
   * /privacy by default) per language, to link from every page. Always sent by this server.
   */
  legal: z.object({ de: legalLinksSchema, en: legalLinksSchema }).optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const PRODUCT_NAME = 'Boothwerk';

/** Cookie names shared by the server (which may read them) and the web app (which writes them). */
/** The web app's session: an HttpOnly cookie only the server sets and reads (docs/decisions.md). */
export const SESSION_COOKIE = 'token';
/** Where earlier versions kept the token in local storage; the web app only deletes it now. */
export const SESSION_STORAGE_KEY = 'token';
export const MODERATION_EVENT_COOKIE = 'moderationEvent';
export const SUPPORT_TOKEN_COOKIE = 'supportToken';
export const SUPPORT_TOKEN_HEADER = 'X-Support-Token';
