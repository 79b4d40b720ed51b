import type { ShootMailTexts } from './mail.payload.ts';
import type { RenderedMail } from './mail.templates.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A guest's picture mail: the greeting, the body, the microsite link as a button and written out, and
 * a line about the attached video when there is one. At most 600 px wide (campaigns §9 email width).
 */
export function renderShootMail(texts: ShootMailTexts, locale: string, link: string, attached: boolean): RenderedMail {
  const text = [texts.greeting, '', texts.body, '', `${texts.open}: ${link}`, ...(attached ? ['', texts.attached] : []), ''].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><body style="font-family: 'Open Sans', Arial, sans-serif; color: #000; max-width: 600px">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #18dad7; color: #000; text-decoration: none; border-radius: 4px">${escapeHtml(texts.open)}</a></p>
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
${attached ? `<p>${escapeHtml(texts.attached)}</p>\n` : ''}</body></html>
`;
  return { subject: texts.subject, text, html };
}
