/**
 * The Content-Security-Policy of each kind of response (docs/decisions.md, "Security headers"). Pure:
 * the security-headers plugin picks one per response; the booth-code route sends its own.
 */

/** The virtual booth page (booth.html) and the tablet booth (kiosk.html), matched on the path as the web app serves them. */
const BOOTH_PAGE = /^(?:\/en)?\/(?:booth|kiosk)\/[^/?#]+/;
const MICROSITE_PAGE = /^(?:\/en)?\/m\/[^/?#]+/;
/** The gallery and the dynamic gallery (modules/presentation), server-rendered, and the mosaic wall (mosaic.html). */
const PRESENTATION_PAGE = /^(?:\/en)?\/(?:gallery|live|dynamic-gallery|mosaic)\/[^/?#]+/;

export type ResponseKind = 'app' | 'booth' | 'microsite' | 'presentation' | 'api' | 'file' | 'docs' | 'worker' | 'other';

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');
}

/** Shared by every page of ours: no plugins, no <base> tricks, forms only to us. */
const PAGE_BASE = { "object-src": "'none'", 'base-uri': "'self'", 'form-action': "'self'" };

/**
 * The organiser app (index.html): only our own scripts, no inline script at all. Mantine writes its
 * styles into <style> elements and style attributes, hence 'unsafe-inline' for styles (CSS cannot run
 * script). Framed by nobody: it acts with the organiser's session (clickjacking).
 */
export const APP_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'media-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'frame-src': "'self'",
  ...PAGE_BASE,
  'frame-ancestors': "'none'",
});

/**
 * The virtual booth (booth.html, also /ml/check.html) and the tablet booth (kiosk.html, the same camera
 * path): our scripts plus WebAssembly for the on-device
 * ML (tfjs WASM backend), blob: workers and media for the camera path; the organiser's custom CSS may
 * load images and fonts over https. Organiser *scripts* never run here: they live in the sandboxed
 * booth-code frame (frame-src 'self'). Any site may frame the booth: organisers embed it in their own
 * pages, and the page holds no session of anyone.
 */
export const BOOTH_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': "'self' 'unsafe-inline' https:",
  'img-src': "'self' data: blob: https:",
  'media-src': "'self' data: blob:",
  'font-src': "'self' data: https:",
  'connect-src': "'self' data: blob:",
  'worker-src': "'self' blob:",
  'frame-src': "'self'",
  ...PAGE_BASE,
  'frame-ancestors': '*',
});

/**
 * A server-rendered guest page (microsite, gallery, dynamic gallery): inline styles, media from us,
 * calls to us; frameable like the booth. Only where its scripts may come from differs.
 */
function serverPagePolicy(scriptSrc: string): string {
  return policy({
    'default-src': "'self'",
    'script-src': scriptSrc,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'media-src': "'self' blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    ...PAGE_BASE,
    'frame-ancestors': '*',
  });
}

/** The microsite: server-rendered, its one inline script admitted by hash; frameable like the booth. */
export function micrositeCsp(scriptHashes: readonly string[]): string {
  return serverPagePolicy(scriptHashes.map((hash) => `'${hash}'`).join(' ') || "'none'");
}

/**
 * The gallery and the dynamic gallery: server-rendered like the microsite, with one script each from
 * our origin (a content-hashed file, no inline script); their API calls and SSE streams go to us
 * (connect-src 'self'). Frameable like the booth: organisers embed the gallery in their own site.
 * The mosaic wall fits the same policy: its modules come from us, its sheets and tiles are fetched
 * (connect-src) and drawn by WebGL, and pixi.js runs without eval (it imports 'pixi.js/unsafe-eval').
 */
export const PRESENTATION_CSP = serverPagePolicy("'self'");

/**
 * The sandbox document with the organiser's code (booth-code route). `sandbox` gives it an opaque
 * origin even when opened directly: our cookies, storage and API are out of reach. Inside, the
 * organiser's scripts and trackers may load and talk to https; only our booth page frames it.
 */
export const BOOTH_CODE_CSP = policy({
  sandbox: 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  'default-src': "'none'",
  'script-src': "'unsafe-inline' https:",
  'style-src': "'unsafe-inline' https:",
  'img-src': 'https: data:',
  'font-src': 'https: data:',
  'connect-src': 'https:',
  'frame-src': 'https:',
  'form-action': 'https:',
  'base-uri': "'none'",
  'frame-ancestors': "'self'",
});

/** API answers (JSON) and everything else that is not a page: nothing may load or frame them. */
export const NONE_CSP = policy({ 'default-src': "'none'", 'frame-ancestors': "'none'" });

/**
 * Files under /api/files are uploads: opened directly, a document among them (an SVG with script, say)
 * must run in a sandbox, never as our origin.
 */
export const FILE_CSP = policy({ 'default-src': "'none'", 'img-src': "'self'", 'media-src': "'self'", 'style-src': "'unsafe-inline'", sandbox: '', 'frame-ancestors': "'none'" });

/** The API reference (swagger-ui): its own scripts and styles, the spec from us. */
export const DOCS_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'connect-src': "'self'",
  ...PAGE_BASE,
  'frame-ancestors': "'none'",
});

/**
 * The kiosk's service worker (/kiosk-sw.js): a script's CSP governs the worker it starts, and this
 * worker only fetches from us (the kiosk's files, its campaign's settings and assets).
 */
export const WORKER_CSP = policy({ 'default-src': "'none'", 'connect-src': "'self'" });

/** Where the kiosk's service worker is served (apps/web builds it unhashed at the web root). */
export const KIOSK_WORKER_PATH = '/kiosk-sw.js';

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** What a response is, by the request's path and the response's content type. */
export function responseKind(url: string, contentType: string | undefined): ResponseKind {
  const path = pathOf(url);
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return 'docs';
  if (path.startsWith('/api/files/')) return 'file';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === KIOSK_WORKER_PATH) return 'worker';
  if (!(contentType ?? '').toLowerCase().startsWith('text/html')) return 'other';
  if (BOOTH_PAGE.test(path) || path.startsWith('/ml/')) return 'booth';
  if (MICROSITE_PAGE.test(path)) return 'microsite';
  if (PRESENTATION_PAGE.test(path)) return 'presentation';
  return 'app';
}

/**
 * Powerful browser features a page of ours might be made to use (Permissions-Policy): every one is off
 * (`feature=()`), for our pages and for every frame in them, except where a page needs it. Features
 * left out keep the browser's default: fullscreen and web-share ('self': the kiosk goes fullscreen, the
 * booth, microsite and gallery share), autoplay and clipboard-write (the booth's videos, copy buttons).
 * Payment stays off everywhere: the guest payment page takes the card in its own form or sends the
 * guest to Stripe Checkout, a page of Stripe's own; no page of ours calls the Payment Request API.
 */
const POWERFUL_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
type PowerfulFeature = (typeof POWERFUL_FEATURES)[number];

/** `self` only: a booth framed by an organiser's site still needs the embedding page's allow="camera"; the organiser-code sandbox frame never gets it. */
function permissionsPolicy(allowed: readonly PowerfulFeature[] = []): string {
  return POWERFUL_FEATURES.map((feature) => `${feature}=${allowed.includes(feature) ? '(self)' : '()'}`).join(', ');
}

/** The organiser app, the API, guest pages without a camera, files: nothing. */
export const NO_FEATURES_POLICY = permissionsPolicy();
/** The virtual booth takes pictures and videos with sound (getUserMedia). */
export const BOOTH_PERMISSIONS = permissionsPolicy(['camera', 'microphone']);
/** The tablet booth: the booth's camera and sound, and a screen that stays on at the venue (its pairing page is the same app). */
export const KIOSK_PERMISSIONS = permissionsPolicy(['camera', 'microphone', 'screen-wake-lock']);
/** The ML check page runs the face check on the camera's picture, without sound. */
export const ML_CHECK_PERMISSIONS = permissionsPolicy(['camera']);
/** The mosaic wall keeps the venue's screen awake (a sleeping projector laptop is the wall gone). */
export const MOSAIC_PERMISSIONS = permissionsPolicy(['screen-wake-lock']);

const VIRTUAL_BOOTH_PAGE = /^(?:\/en)?\/booth\/[^/?#]+/;
/** kiosk.html is served for the pairing page (/kiosk) and every campaign (/kiosk/{slug}, the offline shell /kiosk/app-shell). */
const KIOSK_PAGE = /^(?:\/en)?\/kiosk(?:\/|$)/;
const MOSAIC_PAGE = /^(?:\/en)?\/mosaic\/[^/?#]+/;

/**
 * The Permissions-Policy of a response, by its path alone (so it can be set before anything is
 * answered). The editor's preview frames the booth inside the organiser app and shows sample pictures:
 * it needs no camera, and the app's policy denies its frames one anyway.
 */
export function permissionsPolicyFor(url: string): string {
  const path = pathOf(url);
  if (VIRTUAL_BOOTH_PAGE.test(path)) return BOOTH_PERMISSIONS;
  if (KIOSK_PAGE.test(path)) return KIOSK_PERMISSIONS;
  if (path.startsWith('/ml/')) return ML_CHECK_PERMISSIONS;
  if (MOSAIC_PAGE.test(path)) return MOSAIC_PERMISSIONS;
  return NO_FEATURES_POLICY;
}
