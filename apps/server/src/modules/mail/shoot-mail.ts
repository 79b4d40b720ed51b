import { designDefaults, eventSettingsSchema, readableTextColor, type EventSettings, type Locale } from '@booth/shared';
import type { LegalLink } from '@/modules/legal/legal-links.ts';
import { downloadUrl, ownFileUrl } from '@/modules/shoots/shoot-views.ts';
import type { ShootRow, StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { ShootMailTexts } from './mail.payload.ts';
import type { RenderedMail } from './mail.templates.ts';

/** The mail is at most 600 px wide (campaigns §9 email width); the picture fills it. */
export const MAIL_PICTURE_WIDTH = 600;
/** A still this small may go into the mail as it is when no preview copy was made (older shoots). */
const SMALL_STILL_BYTES = 400_000;
/** The largest picture sent inside the mail; a bigger one is loaded from the server instead. */
export const MAIL_INLINE_PICTURE_MAX_BYTES = 1_000_000;
const MAIL_IMAGE_TYPES = ['image/jpeg', 'image/png'];
/** The Content-ID of the picture inside the mail (`<img src="cid:…">`). */
export const MAIL_PICTURE_CID = 'picture@boothwerk';

/** The picture shown in a guest's mail: the still to send, the size to lay it out at, and the full file. */
export interface MailPicture {
  file: StoredFile;
  /** The still's address on the server, for clients that show no inline picture (and a too-large still). */
  src: string;
  width: number;
  height: number;
  /** The full file (picture, GIF or video) as a download. */
  fullHref: string | null;
  /** An AI picture's camera photo (its original version) as a download, beside the result; null otherwise. */
  originalHref: string | null;
}

/**
 * A right-sized still for the mail (issue 9): the 1200 px JPEG preview copy, sharp at 600 px on 2x
 * screens and read by every mail program (WebP is not: Outlook). Without one, a small JPEG or PNG
 * still (picture, overlayed version, poster or thumbnail); never a multi-megabyte full file, which
 * stays behind the download link, the microsite and the MP4 attachment.
 */
export function mailPictureOf(shoot: Pick<ShootRow, 'slug' | 'status' | 'renditions' | 'width' | 'height'> & { ai?: ShootRow['ai'] }, origin: string): MailPicture | null {
  if (shoot.status !== 'ready') return null;
  const { social, main, overlayed, poster, thumbnail, original } = shoot.renditions;
  // The guest's own copy: it opens whatever moderation decides (shoots/shoot-file-access.ts).
  const fileHref = (file: StoredFile) => `${origin}${ownFileUrl(file.path, shoot.slug)}`;
  const fullHref = main ? downloadUrl(fileHref(main)) : null;
  // An AI picture made by its effect: the guest gets the camera photo too (campaigns §3 Shoot "original").
  const originalHref = shoot.ai?.state === 'succeeded' && original && original.path !== main?.path ? downloadUrl(fileHref(original)) : null;
  const sized = (file: StoredFile, width: number, height: number): MailPicture => {
    const shown = Math.min(MAIL_PICTURE_WIDTH, width);
    return { file, src: fileHref(file), width: shown, height: Math.round((shown * height) / width), fullHref, originalHref };
  };
  if (social) return sized(social.file, social.width, social.height);
  const still = [main, overlayed, poster, thumbnail].find((file) => file && MAIL_IMAGE_TYPES.includes(file.mimetype) && file.size <= SMALL_STILL_BYTES);
  return still && shoot.width && shoot.height ? sized(still, shoot.width, shoot.height) : null;
}

/** The campaign's colours and font as a mail can use them: every text readable on what is behind it. */
export interface MailLook {
  background: string;
  text: string;
  muted: string;
  button: string;
  buttonText: string;
  font: string;
}

/** A font name as CSS: only letters, digits, spaces and dashes, so a setting cannot break the style. */
function fontStack(family: string): string {
  const clean = family.replace(/[^\p{L}\p{N} -]/gu, '').trim();
  const fallback = `'${designDefaults.fonts.text}', Arial, Helvetica, sans-serif`;
  return clean ? `'${clean}', ${fallback}` : fallback;
}

/** The look of a campaign's mail from its design settings (background, text, primary button, font). */
export function mailLookOf(settings: Pick<EventSettings, 'designSettings'>): MailLook {
  const { background, text, buttons } = settings.designSettings.general;
  const backgroundColor = background.background_color;
  const primary = buttons.primary.backgroundColor;
  return {
    background: backgroundColor,
    text: readableTextColor(backgroundColor, text.medium.color),
    muted: readableTextColor(backgroundColor, text.small.color),
    button: primary,
    buttonText: readableTextColor(primary, buttons.primary.color),
    font: fontStack(text.medium.family),
  };
}

/** The look without a campaign (a mail whose campaign was deleted meanwhile): a new campaign's. */
export const DEFAULT_MAIL_LOOK: MailLook = mailLookOf(eventSettingsSchema.parse({}));

/** What a guest's picture mail shows besides its texts. */
export interface ShootMailContent {
  texts: ShootMailTexts;
  locale: Locale;
  /** The microsite of the picture. */
  link: string;
  /** The MP4 is attached. */
  attached: boolean;
  picture: MailPicture | null;
  /** The picture travels inside the mail (`cid:`); otherwise it is loaded from `picture.src`. */
  inlinePicture: boolean;
  look: MailLook;
  /** The campaign's and the installation's imprint and privacy pages. */
  legal: LegalLink[];
  /** Says "download the full picture" in the guest's language. */
  downloadLabel: string;
  /** Says "download your photo without the AI effect" (AI pictures); absent: the link is not offered. */
  originalLabel?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Text as paragraphs: a blank line starts a new one, a line break stays one. */
function paragraphs(text: string, style: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((part) => part.trim())
    .map((part) => `<p style="${style}">${escapeHtml(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The button as a table cell with its own background: Outlook shows no padding or background on a link. */
function button(href: string, label: string, look: MailLook): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin: 0 auto">
<tr><td align="center" bgcolor="${look.button}" style="border-radius: 8px; background-color: ${look.button}">
<a href="${href}" target="_blank" style="display: inline-block; padding: 14px 28px; font-family: ${look.font}; font-size: 16px; font-weight: bold; line-height: 1.2; color: ${look.buttonText}; text-decoration: none; border-radius: 8px">${escapeHtml(label)}</a>
</td></tr>
</table>`;
}

/**
 * A guest's picture mail (campaigns §3 Sharing → Email): 600 px wide in tables with inline styles
 * (what mail programs render alike), the campaign's background, text colour, primary button and font
 * with readable contrast and explicit colours everywhere (a dark mode cannot leave dark text on a
 * darkened background), the picture inside the mail linking to the microsite, the microsite as a
 * button and written out, the full file as a download, the legal links, and the same in plain text.
 */
export function renderShootMail(content: ShootMailContent): RenderedMail {
  const { texts, link, picture, look, legal } = content;
  const href = escapeHtml(link);
  const textStyle = `margin: 0 0 16px; font-family: ${look.font}; font-size: 16px; line-height: 1.5; color: ${look.text}`;
  const smallStyle = `margin: 0 0 8px; font-family: ${look.font}; font-size: 13px; line-height: 1.5; color: ${look.muted}`;
  const linkStyle = `color: ${look.text}; text-decoration: underline`;
  const pictureRow = picture
    ? `<tr><td align="center" style="padding: 0 0 24px">
<a href="${href}" target="_blank"><img class="picture" src="${content.inlinePicture ? `cid:${MAIL_PICTURE_CID}` : escapeHtml(picture.src)}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(texts.subject)}" style="display: block; width: 100%; max-width: ${picture.width}px; height: auto; border: 0; outline: none"></a>
</td></tr>\n`
    : '';
  const download = picture?.fullHref
    ? `<p style="${smallStyle}"><a href="${escapeHtml(picture.fullHref)}" target="_blank" style="${linkStyle}">${escapeHtml(content.downloadLabel)}</a></p>\n`
    : '';
  const originalHref = content.originalLabel ? picture?.originalHref : null;
  const originalLink =
    originalHref && content.originalLabel
      ? `<p style="${smallStyle}"><a href="${escapeHtml(originalHref)}" target="_blank" style="${linkStyle}">${escapeHtml(content.originalLabel)}</a></p>\n`
      : '';
  const legalLinks = legal.map((item) => `<a href="${escapeHtml(item.href)}" target="_blank" style="${linkStyle}; color: ${look.muted}">${escapeHtml(item.label)}</a>`).join(' &middot; ');
  const html = `<!doctype html>
<html lang="${escapeHtml(content.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(texts.subject)}</title>
<style>
@media (max-width: 620px) { .container { width: 100% !important; } .pad { padding-left: 16px !important; padding-right: 16px !important; } }
</style>
</head>
<body bgcolor="${look.background}" style="margin: 0; padding: 0; background-color: ${look.background}; color: ${look.text}">
<div style="display: none; max-height: 0; overflow: hidden">${escapeHtml(texts.body)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${look.background}" style="background-color: ${look.background}">
<tr><td align="center" style="padding: 24px 0">
<table role="presentation" class="container" width="${MAIL_PICTURE_WIDTH}" cellpadding="0" cellspacing="0" border="0" style="width: ${MAIL_PICTURE_WIDTH}px; max-width: ${MAIL_PICTURE_WIDTH}px">
<tr><td class="pad" style="padding: 0 24px 8px">
${paragraphs(texts.greeting, textStyle)}
${paragraphs(texts.body, textStyle)}
</td></tr>
${pictureRow}<tr><td align="center" class="pad" style="padding: 0 24px 24px">
${button(href, texts.open, look)}
</td></tr>
<tr><td class="pad" style="padding: 0 24px 16px">
${download}${originalLink}<p style="${smallStyle}; word-break: break-all"><a href="${href}" target="_blank" style="${linkStyle}; color: ${look.muted}">${href}</a></p>
${content.attached ? `<p style="${smallStyle}">${escapeHtml(texts.attached)}</p>\n` : ''}</td></tr>
<tr><td class="pad" align="center" style="padding: 16px 24px 0; font-family: ${look.font}; font-size: 12px; line-height: 1.5; color: ${look.muted}">
${legalLinks}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    texts.greeting,
    '',
    texts.body,
    '',
    `${texts.open}: ${link}`,
    ...(picture?.fullHref ? [`${content.downloadLabel}: ${picture.fullHref}`] : []),
    ...(originalHref && content.originalLabel ? [`${content.originalLabel}: ${originalHref}`] : []),
    ...(content.attached ? ['', texts.attached] : []),
    '',
    '--',
    ...legal.map((item) => `${item.label}: ${item.href}`),
    '',
  ].join('\n');
  return { subject: texts.subject, text, html };
}
