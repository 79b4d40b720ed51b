import { escapeHtml } from '@/modules/microsite/microsite-html.ts';

/*
 * The Markdown of the legal pages, kept to what such a page needs: headings (#, ##, ###), paragraphs,
 * lists (- or *), **bold** and [links](https://…). Everything is escaped first, so an operator's text
 * can never inject markup; a link goes only to http(s), mailto:, tel: or a path on this server.
 */

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
      // The address was escaped with the rest; `&amp;` stays valid inside the attribute.
      return SAFE_HREF.test(href) ? `<a href="${href}">${label}</a>` : whole;
    });
}

function block(lines: string[]): string {
  if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
    return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*]\s+/, ''))}</li>`).join('')}</ul>`;
  }
  return `<p>${lines.map((line) => inline(line.trim())).join('<br>')}</p>`;
}

/** Markdown → HTML of the subset above; blank lines separate blocks, a line break inside a paragraph stays one. */
export function renderLegalMarkdown(markdown: string): string {
  const out: string[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.length > 0) out.push(block(pending));
    pending = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line.trim());
    if (heading) {
      flush();
      const level = heading[1]?.length ?? 1;
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else if (line.trim() === '') {
      flush();
    } else {
      pending.push(line);
    }
  }
  flush();
  return out.join('\n');
}
