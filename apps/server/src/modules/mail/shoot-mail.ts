import type { ShootRow, StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { ShootMailTexts } from './mail.payload.ts';
import type { RenderedMail } from './mail.templates.ts';

/** The mail is at most 600 px wide (campaigns §9 email width); the picture fills it. */
export const MAIL_PICTURE_WIDTH = 600;
/** A still this small may go into the mail as it is when no preview copy was made (older shoots). */
const SMALL_STILL_BYTES = 400_000;
const MAIL_IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** The picture shown in a guest's mail: an absolute address, and the size to lay it out at. */
export interface MailPicture {
  src: string;
  width: number;
  height: number;
}

/**
 * A right-sized still for the mail (issue 9): the 1200 px JPEG preview copy, sharp at 600 px on 2x
 * screens and read by every mail program (WebP is not: Outlook). Without one, a small JPEG or PNG
 * still (picture, overlayed version or poster); never a multi-megabyte full file. The full file stays
 * behind the microsite's download (and the MP4 attachment).
 */
export function mailPictureOf(shoot: Pick<ShootRow, 'status' | 'renditions' | 'width' | 'height'>, publicUrl: string | undefined): MailPicture | null {
  if (!publicUrl || shoot.status !== 'ready') return null;
  const { social, main, overlayed, poster } = shoot.renditions;
  const origin = publicUrl.replace(/\/+$/, '');
  const sized = (file: StoredFile, width: number, height: number): MailPicture => {
    const shown = Math.min(MAIL_PICTURE_WIDTH, width);
    return { src: `${origin}/api/files/${file.path}`, width: shown, height: Math.round((shown * height) / width) };
  };
  if (social) return sized(social.file, social.width, social.height);
  const still = [main, overlayed, poster].find((file) => file && MAIL_IMAGE_TYPES.includes(file.mimetype) && file.size <= SMALL_STILL_BYTES);
  return still && shoot.width && shoot.height ? sized(still, shoot.width, shoot.height) : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A guest's picture mail: the greeting, the body, the picture (linking to the microsite), the
 * microsite link as a button and written out, and a line about the attached video when there is one.
 * At most 600 px wide (campaigns §9 email width).
 */
export function renderShootMail(texts: ShootMailTexts, locale: string, link: string, attached: boolean, picture: MailPicture | null = null): RenderedMail {
  const text = [texts.greeting, '', texts.body, '', `${texts.open}: ${link}`, ...(attached ? ['', texts.attached] : []), ''].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><body style="font-family: 'Open Sans', Arial, sans-serif; color: #000; max-width: 600px">
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.body)}</p>
${
  picture
    ? `<p><a href="${href}"><img src="${escapeHtml(picture.src)}" width="${picture.width}" height="${picture.height}" alt="" style="display: block; max-width: 100%; height: auto; border: 0"></a></p>\n`
    : ''
}<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #18dad7; color: #000; text-decoration: none; border-radius: 4px">${escapeHtml(texts.open)}</a></p>
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
${attached ? `<p>${escapeHtml(texts.attached)}</p>\n` : ''}</body></html>
`;
  return { subject: texts.subject, text, html };
}
