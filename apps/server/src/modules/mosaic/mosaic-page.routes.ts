import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { guestTexts, singleLine, type Locale } from '@booth/shared';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/errors.ts';
import type { InstallationLegal } from '@/modules/legal/legal-links.ts';
import { html } from '@/modules/microsite/microsite-html.ts';
import { renderScreenUnavailable } from '@/modules/presentation/live-page.ts';
import type { Db } from '@/platform/db/database.ts';
import { mosaicCampaign } from './mosaic-access.ts';

export interface MosaicPageOptions {
  db: Db;
  /** Where the web app is built (config.webDistDir): the wall is its mosaic.html. */
  distDir: string;
  /** The installation's imprint and privacy links, at the foot of the "not there" page. */
  legal?: InstallationLegal;
}

/** The slug is checked like the gallery pages' (presentation-page.routes.ts): one line, at most 200 characters. */
const params = z.object({ slug: singleLine().max(200) });

const NOT_BUILT = 'The web app is not built yet. Run `npm run build` in the project folder (or `npm start`, which builds it), then reload.\n';

/** mosaic.html with the page's language and the campaign's name as its title (what a browser tab and a bookmark show). */
export function withWallHead(page: string, title: string, locale: Locale): string {
  const titled = page.replace(/<title>[^<]*<\/title>/, () => html`<title>${title}</title>`.value);
  return titled.replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`);
}

/** A refusal of the access rule as a guest sees it (an over-long slug is no campaign either); anything else is a real error. */
function refusal(error: unknown): 404 | 402 | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION') return 404;
  if (error.code === 'PLAN_REQUIRED') return 402;
  return null;
}

function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  // The page may go (the mosaic switched off, a downgrade) and the build may change: always revalidated.
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
}

/**
 * The mosaic wall (`/mosaic/{slug}`, `/en/mosaic/{slug}`, with or without a trailing slash): the built
 * mosaic.html, its own guest bundle (pixi.js, no React, nothing of the organiser app), for a campaign
 * whose mosaic may be shown (mosaicCampaign: Gold, switched on, not archived); otherwise a plain
 * server-rendered line on black (404 unknown or off, 402 below Gold), like the dynamic gallery. Real
 * routes outside /api, registered before the web app's fallback; never rate-limited (a venue shares one
 * address). The page's CSP is the presentation pages' (platform/http/security-policies.ts).
 */
export const mosaicPageRoutes: FastifyPluginAsync<MosaicPageOptions> = async (app, { db, distDir, legal }) => {
  const pagePath = join(distDir, 'mosaic.html');
  const wall = (locale: Locale) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    let title: string;
    try {
      title = (await mosaicCampaign(db, request.params.slug)).event.name;
    } catch (error) {
      const refused = refusal(error);
      if (!refused) throw error;
      const t = guestTexts(locale);
      return sendHtml(reply, refused, renderScreenUnavailable(locale, refused === 404 ? t('mosaic.notFound') : t('mosaic.notAvailable'), legal));
    }
    // Read per request: a rebuilt web app is served without a restart, and the file is small.
    const page = await readFile(pagePath, 'utf8').catch(() => null);
    if (page === null) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
    return sendHtml(reply, 200, withWallHead(page, title, locale));
  };
  const schema = { hide: true, params };
  for (const slash of ['', '/']) {
    app.get(`/mosaic/:slug${slash}`, { schema }, wall('de'));
    app.get(`/en/mosaic/:slug${slash}`, { schema }, wall('en'));
  }
};
