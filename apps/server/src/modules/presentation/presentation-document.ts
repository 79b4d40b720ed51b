import type { Locale } from '@booth/shared';
import { html, raw, type SafeHtml } from '../microsite/microsite-html.ts';

/**
 * The HTML document around a gallery or dynamic gallery page: inline CSS (it depends on the
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
}): string {
  return html`<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title}</title>
${options.head ?? null}
<style>${raw(options.css)}</style>
${options.script ? html`<script src="${options.script}" defer></script>` : null}
</head>
<body${options.bodyAttributes ?? null}>
${options.body}
</body>
</html>
`.value;
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
