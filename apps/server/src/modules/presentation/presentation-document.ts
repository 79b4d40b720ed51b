import type { Locale } from '@booth/shared';
import { html, htmlDocument, raw, type SafeHtml } from '../microsite/microsite-html.ts';

/**
 * The document (microsite-html.ts) around a gallery or dynamic gallery page: inline CSS (it depends on the
 * campaign's settings), one external script (`script-src 'self'`, see presentation-scripts.ts).
 * Every value goes through the microsite's escaping template.
 */
export function presentationDocument(options: {
  locale: Locale;
  title: string;
  head?: SafeHtml | null;
  css: string;
  bodyAttributes?: SafeHtml;
  body: SafeHtml;
  script?: string | null;
  /** The imprint and privacy links at the foot (legal-links.ts). */
  legal?: SafeHtml | null;
}): string {
  const { script, ...page } = options;
  return htmlDocument({ ...page, headEnd: script ? html`<script src="${script}" defer></script>` : null });
}

/**
 * JSON inside a <script type="application/json"> element: `<`, `>`, `&` and the line separators are
 * written as escapes, so no text in it can close the element or start markup.
 */
export function jsonForScript(value: unknown): SafeHtml {
  return raw(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
