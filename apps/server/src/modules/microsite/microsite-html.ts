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
  /** The last element of <body> (an inline script). */
  bodyEnd?: SafeHtml | null;
}): string {
  return html`<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title}</title>
${line(options.head)}<style>${raw(options.css)}</style>
${line(options.headEnd)}</head>
<body${options.bodyAttributes ?? null}>
${options.body}
${line(options.bodyEnd)}</body>
</html>
`.value;
}
