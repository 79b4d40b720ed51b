import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@booth/shared';
import type { FastifyRequest } from 'fastify';

/** The best supported language of an Accept-Language header, honouring q-values; undefined if none. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** Language for mails caused by a request: the `locale` cookie, else Accept-Language, else German. */
export function requestLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
