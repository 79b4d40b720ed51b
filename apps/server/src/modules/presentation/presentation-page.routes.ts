import { singleLine, type Locale } from '@booth/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@/errors.ts';
import type { InstallationLegal } from '@/modules/legal/legal-links.ts';
import type { MicrositeService } from '@/modules/microsite/microsite.service.ts';
import { handOutVisitorCookie } from '@/modules/microsite/visitor-cookie.ts';
import { renderGalleryPage, renderGalleryUnavailable } from './gallery-page.ts';
import { renderLivePage, renderLiveUnavailable } from './live-page.ts';
import type { PresentationService } from './presentation.service.ts';
import { scriptByFileName, scriptEncoding } from './presentation-scripts.ts';

const params = z.object({ slug: singleLine().max(200) });
const galleryQuery = z.object({ olderThan: singleLine().max(200).optional() });
const scriptParams = z.object({ file: singleLine().max(100) });
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  // The pages change as pictures arrive and as moderation decides: always revalidated.
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
}

/** A refusal of the access rule as a guest sees it; anything else is a real error for the handler. */
function unavailable(error: unknown): { status: number; reason: 'notFound' | 'notAvailable' } {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return { status: 404, reason: 'notFound' };
  if (error instanceof AppError && error.code === 'PLAN_REQUIRED') return { status: 402, reason: 'notAvailable' };
  if (error instanceof AppError && error.code === 'VALIDATION') return { status: 404, reason: 'notFound' };
  throw error;
}

/**
 * The gallery (`/gallery/{slug}`, `/en/gallery/{slug}`) and the dynamic gallery (`/live/{slug}`, also
 * `/dynamic-gallery/{slug}` where links and generic URLs lead, each under `/en`): complete
 * server-rendered pages like the microsite, plus their scripts under content-hashed names. Routes
 * outside /api, registered before the web app's fallback so they win over it; never rate-limited
 * (a venue loads them from one address).
 */
export const presentationPageRoutes: FastifyPluginAsync<{
  presentation: PresentationService;
  legal: InstallationLegal;
  /** Hands out the visitor cookie likes are counted by (microsite/visitor-keys.ts). */
  visitors: Pick<MicrositeService, 'visitorCookie'>;
}> = async (app, { presentation, legal, visitors }) => {
  const gallery = (locale: Locale) => async (request: FastifyRequest<{ Params: { slug: string }; Querystring: { olderThan?: string } }>, reply: FastifyReply) => {
    try {
      const view = await presentation.galleryView(request.params.slug, locale, request.query.olderThan);
      if (view.settings.likesEnabled) await handOutVisitorCookie(request, reply, visitors);
      return sendHtml(reply, 200, renderGalleryPage(view, legal));
    } catch (error) {
      const { status, reason } = unavailable(error);
      return sendHtml(reply, status, renderGalleryUnavailable(locale, reason, undefined, legal));
    }
  };
  const live = (locale: Locale) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    try {
      return sendHtml(reply, 200, renderLivePage(await presentation.liveView(request.params.slug, locale), legal));
    } catch (error) {
      const { status, reason } = unavailable(error);
      return sendHtml(reply, status, renderLiveUnavailable(locale, reason, legal));
    }
  };
  const schema = { hide: true, params };
  // With and without a trailing slash, like the booth page: a typed address often has one.
  for (const slash of ['', '/']) {
    app.get(`/gallery/:slug${slash}`, { schema: { ...schema, querystring: galleryQuery } }, gallery('de'));
    app.get(`/en/gallery/:slug${slash}`, { schema: { ...schema, querystring: galleryQuery } }, gallery('en'));
    for (const prefix of ['/live', '/dynamic-gallery']) {
      app.get(`${prefix}/:slug${slash}`, { schema }, live('de'));
      app.get(`/en${prefix}/:slug${slash}`, { schema }, live('en'));
    }
  }

  app.get('/presentation/:file', { schema: { hide: true, params: scriptParams } }, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const script = scriptByFileName(request.params.file);
    if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // The current name is kept for a year; an old name (a page cached across a deploy) gets today's script, revalidated.
    const cacheControl = script.current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache';
    const encoding = scriptEncoding(request.headers['accept-encoding']);
    reply.type('text/javascript; charset=utf-8').header('cache-control', cacheControl).header('vary', 'accept-encoding');
    // Sent compressed as it is: the compression hook leaves a response with a Content-Encoding alone.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(script.bodies[encoding]);
  });
};
