import { guestTexts, micrositeSchema, type Locale } from '@booth/shared';
import { legalNav, type InstallationLegal } from '../legal/legal-links.ts';
import { html, htmlDocument, raw, type SafeHtml } from './microsite-html.ts';
import { iconSprite } from './microsite-icons.ts';
import type { MicrositeModel } from './microsite-model.ts';
import { ogImageTags, ogPageTags, previewDescription } from './open-graph.ts';
import { MICROSITE_SCRIPT } from './microsite-script.ts';
import { banner, buttons, campaignCode, footerLinks, footerText, imageSizes, links, mosaicPlace, originalDownload, picture, sharing, type IconUse } from './microsite-sections.ts';
import { micrositeCss } from './microsite-style.ts';

/** The look of a page that has no campaign behind it (unknown shoot). */
const defaultLook = micrositeSchema.parse({});

/** Seconds between reloads of a not-ready page in a browser without JavaScript. */
export const NOSCRIPT_REFRESH_SECONDS = 10;

function openGraph(model: MicrositeModel): SafeHtml {
  const { media } = model;
  const image = media?.ogImage;
  const video = media?.ogVideo;
  const desc = previewDescription(model.body);
  return html`<meta name="description" content="${desc}">
<link rel="canonical" href="${model.url}">
${ogPageTags({ type: video ? 'video.other' : 'website', title: model.title, description: desc, url: model.url, locale: model.locale })}${
  image
    ? html`${ogImageTags(image)}<meta property="og:image:alt" content="${model.title}">
`
    : null
}${
    video
      ? html`<meta property="og:video" content="${video.url}">
<meta property="og:video:secure_url" content="${video.url}">
<meta property="og:video:type" content="${video.type}">
<meta property="og:video:width" content="${video.width}">
<meta property="og:video:height" content="${video.height}">
`
      : null
  }<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${model.title}">
<meta name="twitter:description" content="${desc}">
${image ? html`<meta name="twitter:image" content="${image.url}">` : null}`;
}

/**
 * The picture is the page's largest element: fetch it before the parser reaches it (LCP), the same
 * candidate the image element will pick (same srcset and sizes), so it is not fetched twice.
 */
function preload(model: MicrositeModel): SafeHtml | null {
  const { media } = model;
  if (!media?.preloadHref) return null;
  return media.element === 'image' && media.srcset
    ? html`<link rel="preload" as="image" href="${media.preloadHref}" imagesrcset="${media.srcset}" imagesizes="${imageSizes(model)}" fetchpriority="high">`
    : html`<link rel="preload" as="image" href="${media.preloadHref}" fetchpriority="high">`;
}

function readyContent(model: MicrositeModel, icons: IconUse): SafeHtml {
  const { media, settings } = model;
  if (!media) return html``;
  const footerAfterPicture = settings.footer.alignment === 'afterPicture' ? footerText(model) : null;
  return html`${picture(model, media, icons)}${footerAfterPicture}${sharing(model, media, icons)}${originalDownload(model, media)}${mosaicPlace(model)}${campaignCode(model)}${buttons(model)}${links(model, icons)}`;
}

function notReadyContent(model: MicrositeModel): SafeHtml {
  const text = model.shoot.status === 'failed' ? model.t('microsite.failed') : model.t('microsite.notAvailable');
  return html`<p class="notice" role="status">${text}</p>`;
}

/**
 * The whole microsite of a shoot: ready (the picture and everything around it), processing or failed;
 * with `installation`, the campaign's and the installation's imprint and privacy links at the foot.
 */
export function renderMicrositePage(model: MicrositeModel, installation?: InstallationLegal): string {
  const icons: IconUse = new Set();
  const ready = model.shoot.status === 'ready' && model.media !== null;
  const processing = model.shoot.status === 'processing';
  const content = ready ? readyContent(model, icons) : notReadyContent(model);
  const bottomFooter = ready && model.settings.footer.alignment === 'bottom' ? footerText(model) : null;
  const footerParts = [bottomFooter, footerLinks(model)].filter((part) => part !== null);
  const body = html`${iconSprite(icons)}<main>
${banner(model)}<h1>${model.title}</h1>
${model.body ? html`<p class="text">${model.body}</p>` : null}
${content}
</main>
${footerParts.length ? html`<footer>${footerParts}</footer>` : null}`;
  const head = html`${preload(model)}
${openGraph(model)}
${processing ? html`<noscript><meta http-equiv="refresh" content="${NOSCRIPT_REFRESH_SECONDS}"></noscript>` : null}`;
  const bodyAttributes = html` data-slug="${model.shoot.slug}" data-url="${model.url}"${processing ? html` data-status="${model.statusHref}"` : null}`;
  const script = ready || processing ? html`<script>${raw(MICROSITE_SCRIPT)}</script>` : null;
  const legal = installation ? legalNav(model.locale, installation, model.legal) : null;
  return htmlDocument({ locale: model.locale, title: model.title, head, css: micrositeCss(model.settings, model.backgroundImageSrc), body, bodyAttributes, legal, bodyEnd: script });
}

/** Unknown shoot: a 404 page in the microsite's plain style, in the guest's language. */
export function renderMicrositeNotFound(locale: Locale, installation?: InstallationLegal): string {
  const t = guestTexts(locale);
  const body = html`<main><h1>${t('microsite.title')}</h1><p class="notice" role="alert">${t('microsite.notFound')}</p></main>`;
  const css = micrositeCss(defaultLook, null);
  return htmlDocument({ locale, title: t('microsite.notFound'), css, body, legal: installation ? legalNav(locale, installation) : null });
}
