import { localePath, locales } from '@booth/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { InstallationLegal } from './legal-links.ts';
import { renderLegalPage } from './legal-pages.ts';
import type { LegalPage } from './legal-templates.ts';

/** An operator's edit shows within minutes; the pages are the same for everyone. */
const CACHE = 'public, max-age=300';

/**
 * The installation's built-in imprint and privacy pages, `/imprint`, `/privacy` and their `/en`
 * twins, rendered from the Markdown in LEGAL_DIR. Public pages of the product link them (legal-links.ts).
 */
export const legalRoutes: FastifyPluginAsync<{ dir: string; legal: InstallationLegal; pages: LegalPage[] }> = async (app, { dir, legal, pages }) => {
  for (const page of pages) {
    for (const locale of locales) {
      app.get(localePath(`/${page}`, locale), { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', CACHE)
          .header('x-content-type-options', 'nosniff')
          .send(await renderLegalPage({ dir, page, locale, legal })),
      );
    }
  }
};
