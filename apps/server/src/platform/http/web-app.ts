import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { hostRuleAllows, type Locale } from '@booth/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageLoad } from './page-load.ts';

export interface WebAppOptions {
  distDir: string;
  knownHosts: readonly string[];
  /**
   * The booth page of a campaign as a shared link previews it: booth.html with the campaign's title
   * and preview tags; the page unchanged for an unknown campaign.
   */
  boothPage?: (page: string, slug: string, locale: Locale) => Promise<string>;
}

/** Answers every GET that no route or file matched; the caller has already excluded /api. */
export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` in the project folder (or `npm start`, which builds it), then reload.\n';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * The virtual booth loads the guest bundle (booth.html). Real routes, not the not-found fallback: a
 * venue's guests share one public address, and the fallback's per-address limit is for scanners.
 */
const GUEST_PAGES = ['/booth/:slug', '/booth/:slug/', '/en/booth/:slug', '/en/booth/:slug/'];
/** The tablet booth (kiosk.html) and the tablet's start page (pairing): its own guest bundle, no link preview. */
const KIOSK_PAGES = ['/kiosk', '/kiosk/', '/en/kiosk', '/en/kiosk/', '/kiosk/:slug', '/kiosk/:slug/', '/en/kiosk/:slug', '/en/kiosk/:slug/'];
/** A guest's card payment (pay.html; Stripe Checkout returns to it): its own guest bundle, no link preview. */
const PAY_PAGES = ['/pay/:slug', '/pay/:slug/', '/en/pay/:slug', '/en/pay/:slug/'];

function plainNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
}

/**
 * Serves the built web app from WEB_DIST_DIR: Vite's hashed files under /assets/ are cached for a
 * year, everything else (index.html above all) is revalidated so a deploy shows at once. Unknown
 * paths that a browser asks for as a page get index.html (the client router takes over), with 404
 * when the host rule of platform §2 refuses the Host.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<WebFallback> {
  const indexPath = join(options.distDir, 'index.html');
  if (!(await exists(indexPath))) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build`');
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const url of [...GUEST_PAGES, ...KIOSK_PAGES, ...PAY_PAGES]) app.get(url, { schema: { hide: true } }, notBuilt);
    return async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plainNotFound(reply);
      return notBuilt(request, reply);
    };
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // Missing files fall through to the not-found handler, which decides between index.html and 404.
    wildcard: true,
    // The build writes .br and .gz beside every text file (vite-plugins/precompress.ts); the one the
    // browser accepts is sent as it is, so nothing is compressed per request.
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(options.distDir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string, transform?: (html: string) => Promise<string>): Promise<FastifyReply> {
    // Read per request: a rebuilt web app is served without a restart, and the file is small.
    const built = await readFile(page, 'utf8');
    const html = transform ? await transform(built) : built;
    const allowed = hostRuleAllows(request.hostname, options.knownHosts);
    return reply
      .code(allowed ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, indexPath);
  // Guest pages have their own entry, so a guest never downloads the organiser app.
  const boothPath = join(options.distDir, 'booth.html');
  const { boothPage } = options;
  for (const url of GUEST_PAGES) {
    const locale: Locale = url.startsWith('/en/') ? 'en' : 'de';
    app.get<{ Params: { slug: string } }>(url, { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, boothPath, boothPage ? (html) => boothPage(html, request.params.slug, locale) : undefined),
    );
  }
  const kioskPath = join(options.distDir, 'kiosk.html');
  for (const url of KIOSK_PAGES) app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, kioskPath));
  const payPath = join(options.distDir, 'pay.html');
  for (const url of PAY_PAGES) app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, payPath));
  // The static handler refuses the bare directory (index: false), so the home page needs its own route.
  app.get('/', { schema: { hide: true } }, sendIndex);

  // The organiser app's client routes (/login, /events/…) end here: one page load per navigation.
  return async (request, reply) => {
    return isPageLoad(request) ? sendIndex(request, reply) : plainNotFound(reply);
  };
}
