import { GENERIC_URL_PREFIX, LINK_PREFIX, localePath, singleLine, type Locale } from '@booth/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { legalNav, type InstallationLegal } from '@/modules/legal/legal-links.ts';
import { LEGAL_NAV_CSS } from '@/modules/microsite/microsite-html.ts';
import type { ShortLinksService } from './short-links.service.ts';

const notFoundText: Record<Locale, { title: string; text: string }> = {
  de: { title: 'Link nicht gefunden', text: 'Dieser Link führt gerade zu keiner Kampagne.' },
  en: { title: 'Link not found', text: 'This link does not lead to a campaign right now.' },
};

/** Both languages, the guest's first: a printed code may reach anyone. Static text, nothing from the request. */
function notFoundPage(locale: Locale, legal: InstallationLegal): string {
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const first = notFoundText[locale];
  const second = notFoundText[other];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${first.title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#222;background:#f6f6f6;text-align:center}main{padding:2rem}h1{font-size:1.4rem}p{margin:.5rem 0}${LEGAL_NAV_CSS}</style>
</head>
<body>
<main>
<h1>${first.title}</h1>
<p role="alert">${first.text}</p>
<p lang="${other}">${second.text}</p>
${legalNav(locale, legal).value}
</main>
</body>
</html>
`;
}

type Resolve = (slug: string, locale: Locale) => Promise<string | null>;

// Any other text is looked up (and not found); a control character cannot be one and is a 400.
const params = z.object({ slug: singleLine().max(200) });

/**
 * The public short addresses `/g/{slug}` (generic URL) and `/l/{slug}` (link), also under `/en`: a 302
 * to the guest page they lead to now. Routes outside /api, registered before the web app's fallback so
 * they win over it. `no-store`, because the organiser may point them elsewhere at any time.
 */
export const shortLinkRoutes: FastifyPluginAsync<{ shortLinks: ShortLinksService; legal: InstallationLegal }> = async (app, { shortLinks, legal }) => {
  const handler = (resolve: Resolve, locale: Locale) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    // The target is built from stored slugs only (eventPagePath), so Location is always a local path.
    const target = await resolve(request.params.slug, locale);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'strict-origin-when-cross-origin');
    if (target) return reply.redirect(target, 302);
    return reply.code(404).type('text/html; charset=utf-8').header('x-content-type-options', 'nosniff').send(notFoundPage(locale, legal));
  };
  const routes: Array<[string, Resolve]> = [
    [GENERIC_URL_PREFIX, (slug, locale) => shortLinks.genericUrlTarget(slug, locale)],
    [LINK_PREFIX, (slug, locale) => shortLinks.linkTarget(slug, locale)],
  ];
  for (const [prefix, resolve] of routes) {
    for (const locale of ['de', 'en'] as const) {
      app.get(localePath(`${prefix}:slug`, locale), { schema: { hide: true, params } }, handler(resolve, locale));
    }
  }
};
