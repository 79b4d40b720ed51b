import { localePath, locales } from '@booth/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { InstallationLegal } from './legal-links.ts';
import { renderLegalPage } from './legal-pages.ts';
import { legalPages, type LegalPage } from './legal-templates.ts';

/** An operator's edit shows within minutes; the pages are the same for everyone. */
const CACHE = 'public, max-age=300';

/**
 * The installation's imprint and privacy pages, `/imprint`, `/privacy` and their `/en` twins: the
 * built-in ones rendered from the Markdown in LEGAL_DIR (`served`), the others a redirect to the
 * configured IMPRINT_URL / PRIVACY_URL, so a link sent in a mail before a change still lands right.
 */
export const legalRoutes: FastifyPluginAsync<{ dir: string; legal: InstallationLegal; served: LegalPage[] }> = async (app, { dir, legal, served }) => {
  for (const page of legalPages) {
    for (const locale of locales) {
      app.get(localePath(`/${page}`, locale), { schema: { hide: true } }, async (_request, reply) =>
        !served.includes(page)
          ? reply.header('cache-control', CACHE).redirect(legal[locale][page], 302)
          : reply
          .type('text/html; charset=utf-8')
          .header('cache-control', CACHE)
          .header('x-content-type-options', 'nosniff')
          .send(await renderLegalPage({ dir, page, locale, legal })),
      );
    }
  }
};
