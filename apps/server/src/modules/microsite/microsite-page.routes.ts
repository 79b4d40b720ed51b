import { singleLine, type Locale } from '@booth/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { InstallationLegal } from '@/modules/legal/legal-links.ts';
import { renderMicrositeGone } from '@/modules/shoots/shoot-gone.ts';
import { renderMicrositeNotFound, renderMicrositePage } from './microsite-page.ts';
import type { MicrositeService } from './microsite.service.ts';
import { isShootSlug } from './microsite-slug.ts';
import { handOutVisitorCookie } from './visitor-cookie.ts';

/** A ready page may be kept briefly by the guest's browser; never by shared caches (views are counted). */
const READY_CACHE = 'private, max-age=60';
// Anything that is not a picture id is a 404 page; a control character cannot be one and is a 400.
const params = z.object({ slug: singleLine().max(200) });

function sendHtml(reply: FastifyReply, status: number, cacheControl: string, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(body);
}

/**
 * The microsite of a picture, `/m/{shootSlug}` and `/en/m/{shootSlug}` (ARCHITECTURE §6): complete
 * server-rendered HTML, so link previews and phones get the picture without running an app. Routes
 * outside /api, registered before the web app's fallback so they win over it.
 */
export const micrositePageRoutes: FastifyPluginAsync<{ microsite: MicrositeService; legal: InstallationLegal }> = async (app, { microsite, legal }) => {
  const handler = (locale: Locale) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    const { slug } = request.params;
    const model = isShootSlug(slug) ? await microsite.page(slug, locale, { countView: request.method === 'GET' }) : null;
    if (!model) {
      // A removed picture's link says so (410 Gone) instead of looking like a typo.
      const removed = isShootSlug(slug) ? await microsite.removed(slug) : null;
      if (removed) return sendHtml(reply, 410, 'no-cache', renderMicrositeGone(locale, removed, legal));
      return sendHtml(reply, 404, 'no-cache', renderMicrositeNotFound(locale, legal));
    }
    // A page waiting for its picture must be fetched again on every reload; it changes within seconds.
    const cacheControl = model.shoot.status === 'ready' ? READY_CACHE : 'no-cache';
    // The like button is on the ready page only.
    if (model.media) await handOutVisitorCookie(request, reply, microsite);
    return sendHtml(reply, 200, cacheControl, renderMicrositePage(model, legal));
  };
  app.get('/m/:slug', { schema: { hide: true, params } }, handler('de'));
  app.get('/en/m/:slug', { schema: { hide: true, params } }, handler('en'));
};
