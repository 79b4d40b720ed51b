/*
 * A tiny HTML template for the server-rendered microsite: every interpolated value is escaped unless
 * it is already `SafeHtml` made by this template, so organiser settings can never inject markup.
 */

import type { Locale } from '@booth/shared';

/** Markup that is already safe to emit (built by `html`, or a constant of this module). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function render(part: Part): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  // null, undefined and false render nothing, so `${cond && html`…`}` works.
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup written in this module (CSS, the inline script, icons) — never organiser input. */
export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}


/** The look of the legal links at the foot of every page: small, readable on light and dark backgrounds alike. */
export const LEGAL_NAV_CSS =
  '.legal{margin:24px auto 16px;padding:4px 10px;max-width:640px;text-align:center;font:14px/1.5 system-ui,sans-serif}' +
  '.legal a{color:inherit;text-decoration:underline;display:inline-block;padding:8px 4px}';

/** A line of the document, or nothing at all when there is nothing to write. */
function line(part: SafeHtml | null | undefined): SafeHtml | null {
  return part ? html`${part}\n` : null;
}

/**
 * The HTML document around every server-rendered page (microsite, removed picture, gallery, dynamic
 * gallery): language, viewport, no indexing, the title and the page's inline CSS.
 */
export function htmlDocument(options: {
  locale: Locale;
  title: string;
  /** In <head> before the styles: link previews, preloads. */
  head?: SafeHtml | null;
  css: string;
  /** In <head> after the styles (an external, deferred script). */
  headEnd?: SafeHtml | null;
  bodyAttributes?: SafeHtml | null;
  body: SafeHtml;
  /** The imprint and privacy links (legal-links.ts `legalNav`), after the body. */
  legal?: SafeHtml | null;
  /** The last element of <body> (an inline script). */
  bodyEnd?: SafeHtml | null;
}): string {
  const css = options.legal ? `${options.css}\n${LEGAL_NAV_CSS}` : options.css;
  return html`<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title}</title>
${line(options.head)}<style>${raw(css)}</style>
${line(options.headEnd)}</head>
<body${options.bodyAttributes ?? null}>
${options.body}
${line(options.legal)}${line(options.bodyEnd)}</body>
</html>
`.value;
}
