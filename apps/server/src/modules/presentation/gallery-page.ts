import { guestTexts, presentationSchema, type GalleryPicture, type GuestTexts, type Locale } from '@booth/shared';
import { legalNav, type InstallationLegal } from '../legal/legal-links.ts';
import { html, type SafeHtml } from '../microsite/microsite-html.ts';
import { ogImageTags, ogPageTags } from '../microsite/open-graph.ts';
import { galleryCss } from './gallery-style.ts';
import type { GalleryView } from './presentation-views.ts';
import { presentationDocument } from './presentation-document.ts';
import { scriptPath } from './presentation-scripts.ts';

/** The browser picks a display copy for the tile's width: two columns on a phone, five on a wide screen. */
const TILE_SIZES = '(min-width:1100px) 20vw, (min-width:700px) 33vw, 50vw';
/** The first tiles are above the fold on a phone: fetched at once, the very first with priority (LCP). */
const EAGER_TILES = 6;
const defaultLook = presentationSchema.parse({}).gallery;

/** Server-side dates read in the campaign's country's time; the script rewrites them in the viewer's. */
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
};
function captureDate(iso: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(iso));
}

function tileImage(picture: GalleryPicture, position: number): SafeHtml {
  const { display } = picture;
  const width = display?.width ?? picture.width ?? 1;
  const height = display?.height ?? picture.height ?? 1;
  const src = display?.src ?? picture.thumbSrc ?? picture.src;
  const loading = position < EAGER_TILES ? html`${position === 0 ? html` fetchpriority="high"` : null}` : html` loading="lazy"`;
  return html`<img src="${src}"${display ? html` srcset="${display.srcset}" sizes="${TILE_SIZES}"` : null} width="${width}" height="${height}" alt="${picture.name ?? ''}" decoding="async"${loading}>`;
}

function tile(view: GalleryView, picture: GalleryPicture, position: number): SafeHtml {
  const { settings, t, locale } = view;
  const meta = [
    picture.name ? html`<span class="name">${picture.name}</span>` : null,
    settings.showCaptureDate ? html`<time datetime="${picture.createdAt}">${captureDate(picture.createdAt, locale)}</time>` : null,
    settings.likesEnabled ? html`<span class="count">♥ ${picture.likes}</span>` : null,
  ].filter((part) => part !== null);
  return html`<li class="tile" id="p-${picture.id}" data-id="${picture.id}" data-slug="${picture.slug}" data-src="${picture.src}" data-url="${picture.micrositeUrl}" data-kind="${picture.kind}" data-created="${picture.createdAt}" data-likes="${picture.likes}"${picture.video ? html` data-video="${picture.video}"` : null}><button type="button" class="open" aria-label="${t('gallery.open')}">${tileImage(picture, position)}${picture.video ? html`<span class="play"></span>` : null}</button>${meta.length ? html`<p class="meta">${meta}</p>` : null}</li>
`;
}

function openGraph(view: GalleryView): SafeHtml {
  const image = view.ogImage;
  return html`<link rel="canonical" href="${view.url}">
${ogPageTags({ type: 'website', title: view.title, url: view.url, locale: view.locale })}${
  image
    ? html`${ogImageTags(image)}<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${image.url}">
`
    : html`<meta name="twitter:card" content="summary">
`
}<meta name="twitter:title" content="${view.title}">`;
}

function lightbox(view: GalleryView): SafeHtml {
  const { t, settings } = view;
  return html`<div class="overlay" id="lightbox" role="dialog" aria-modal="true" aria-label="${view.title}" hidden>
<div class="lb-media"></div>
<button type="button" class="lb-close" data-close aria-label="${t('gallery.close')}">×</button>
<button type="button" class="lb-prev" data-prev aria-label="${t('gallery.previous')}">‹</button>
<button type="button" class="lb-next" data-next aria-label="${t('gallery.next')}">›</button>
<div class="lb-bar">${
    settings.likesEnabled
      ? html`<button type="button" class="btn like" data-like aria-pressed="false" aria-label="${t('gallery.like')}"><span class="heart">♥</span> <span data-count>0</span></button>`
      : null
  }<button type="button" class="btn" data-share>${t('gallery.share')}</button><a class="btn" data-download href="#" download>${t('gallery.download')}</a></div>
</div>
<div class="overlay" id="big" hidden><div class="big-media"></div><span class="big-badge">${t('gallery.newPicture')}</span></div>
<p class="toast" id="toast" role="status" data-copied="${t('gallery.linkCopied')}" hidden></p>`;
}

/** The gallery of a campaign: its title, the first page of pictures, and what the script needs. */
export function renderGalleryPage(view: GalleryView, installation?: InstallationLegal): string {
  const { settings, t } = view;
  const layout = settings.layout;
  const body = html`<header><h1>${view.title}</h1>${view.boothHref ? html`<a class="btn shutter" href="${view.boothHref}">${t('gallery.shutter')}</a>` : null}</header>
<main>
${layout === 'slideshow' ? html`<div class="stage" id="stage" hidden><div class="stage-media"></div></div>` : null}
<ul class="pictures ${layout}" id="pictures" data-sizes="${TILE_SIZES}" data-open="${t('gallery.open')}">
${view.pictures.map((picture, position) => tile(view, picture, position))}</ul>
<p class="empty" id="empty"${view.pictures.length ? html` hidden` : null}>${t('gallery.empty')}</p>
${view.nextCursor ? html`<a class="btn more" id="more" href="?olderThan=${encodeURIComponent(view.nextCursor)}" data-cursor="${view.nextCursor}">${t('gallery.more')}</a>` : null}
</main>
${lightbox(view)}`;
  const bodyAttributes = html` data-slug="${view.eventSlug}"${settings.likesEnabled ? html` data-likes` : null}${settings.showCaptureDate ? html` data-date` : null}${
    settings.bigPicture.enabled ? html` data-big="${settings.bigPicture.durationSeconds}"` : null
  }`;
  const legal = installation ? legalNav(view.locale, installation, view.legal) : null;
  return presentationDocument({ locale: view.locale, title: view.title, head: openGraph(view), css: galleryCss(settings), bodyAttributes, body, legal, script: scriptPath('gallery') });
}

/** An unknown, archived or switched-off gallery (404), or one the organiser's plan does not include. */
export function renderGalleryUnavailable(locale: Locale, reason: 'notFound' | 'notAvailable', texts?: GuestTexts, installation?: InstallationLegal): string {
  const t = texts ?? guestTexts(locale);
  const text = reason === 'notFound' ? t('gallery.notFound') : t('gallery.notAvailable');
  const body = html`<main><p class="empty" role="alert">${text}</p></main>`;
  return presentationDocument({ locale, title: text, css: galleryCss(defaultLook), body, legal: installation ? legalNav(locale, installation) : null });
}
