import type { IncomingHttpHeaders } from 'node:http';

/** Methods that change nothing on the server, by HTTP's definition and by this API's routes. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a browser sent this request from one of our own pages, so that the session cookie it carries
 * may act for the user (CSRF protection by Fetch Metadata). A cookie rides along on every request the
 * browser makes to us, including those a foreign page or an organiser's sandboxed script starts; only
 * our own origin may use it.
 *
 * - `Sec-Fetch-Site` (every current browser): `same-origin`, or `none` (typed URL, bookmark) pass;
 *   `same-site` and `cross-site` do not — a sibling sub-domain is another party here.
 * - Without it (older browsers), an `Origin` header must name this host or PUBLIC_URL; the opaque
 *   origin `null` (sandboxed frames, some redirects) never matches.
 * - Neither header: not a browser fetch of a page we do not control (curl, a server); the cookie
 *   is SameSite=Lax anyway, which keeps cross-site writes of such browsers from carrying it.
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const site = header(headers, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = header(headers, 'origin');
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  if (parsed.origin === new URL(publicUrl).origin) return true;
  const host = header(headers, 'host');
  return host !== undefined && parsed.host === host.toLowerCase();
}
