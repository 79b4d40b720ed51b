/*
 * A tiny HTML template for the server-rendered microsite: every interpolated value is escaped unless
 * it is already `SafeHtml` made by this template, so organiser settings can never inject markup.
 */

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

