import {
  formatHashtags,
  isValidUrl,
  socialHintKey,
  socialNetworkNames,
  socialNetworks,
  socialShareUrl,
  type SocialNetwork,
} from '@booth/shared';
import { html, type SafeHtml } from './microsite-html.ts';
import { icon, isIconName, type IconName } from './microsite-icons.ts';
import type { MicrositeMedia, MicrositeModel } from './microsite-model.ts';

/*
 * The parts of the microsite body, each a function of the model. Organiser URLs become links only when
 * they pass the shared http(s) rule; everything else is dropped, never emitted as an href.
 */

/** Icons the rendered parts used, so the page's sprite holds exactly those. */
export type IconUse = Set<IconName>;

const newWindow = html` target="_blank" rel="noopener noreferrer"`;

function use(icons: IconUse, name: IconName): SafeHtml {
  icons.add(name);
  return icon(name);
}

export function banner(model: MicrositeModel): SafeHtml | null {
  if (!model.bannerSrc) return null;
  const image = html`<img src="${model.bannerSrc}" alt="" decoding="async">`;
  return html`<div class="banner">${model.bannerHref ? html`<a href="${model.bannerHref}"${newWindow}>${image}</a>` : image}</div>`;
}

/** The sizes a browser picks the image rendition by: the figure's width at each layout. */
export function imageSizes(model: MicrositeModel): string {
  const max = { small: 320, medium: 560, large: 928 }[model.settings.embeddedImage.size];
  return `(max-width: ${max + 32}px) calc(100vw - 32px), ${max}px`;
}

function mediaElement(model: MicrositeModel, media: MicrositeMedia): SafeHtml {
  if (media.element === 'video') {
    return html`<video class="media" width="${media.width}" height="${media.height}" autoplay muted loop playsinline${media.controls ? html` controls` : null}${
      media.poster ? html` poster="${media.poster}"` : null
    } preload="auto"><source src="${media.src}" type="${media.mimetype}"></video>`;
  }
  const alt = model.title;
  return html`<img class="media" src="${media.src}"${media.srcset ? html` srcset="${media.srcset}" sizes="${imageSizes(model)}"` : null} width="${media.width}" height="${
    media.height
  }" alt="${alt}" fetchpriority="high" decoding="async">`;
}

export function picture(model: MicrositeModel, media: MicrositeMedia, icons: IconUse): SafeHtml {
  const { embeddedImage } = model.settings;
  const classes = ['picture', embeddedImage.size, embeddedImage.dropShadow ? 'shadow' : '', embeddedImage.border.enabled && embeddedImage.border.width > 0 ? 'bordered' : '']
    .filter(Boolean)
    .join(' ');
  const likeLabel = model.t('microsite.like');
  return html`<figure class="${classes}">${mediaElement(model, media)}<button type="button" class="btn like" data-like data-track="like" aria-pressed="false" aria-label="${likeLabel}" title="${likeLabel}">${use(
    icons,
    'heart',
  )}<span data-count>${model.shoot.likes}</span></button></figure>`;
}

function socialButton(model: MicrositeModel, media: MicrositeMedia, network: SocialNetwork, icons: IconUse): SafeHtml | null {
  const settings = model.settings.socialSharingButtons;
  const button = settings[network];
  if (!button.enabled) return null;
  const shareUrl = socialShareUrl(network, { link: model.url, text: model.title, hashtags: hashtagItems(model) });
  const label = button.text || (network === 'download' ? model.t('microsite.download') : socialNetworkNames[network]);
  const classes = `btn social ${settings.buttonShape}${settings.dropShadow ? ' shadow' : ''}`;
  const content = html`${use(icons, network)}${button.text ? html`<span>${button.text}</span>` : null}`;
  const hint = socialHintKey(network) ? html` data-hint="${network}"` : null;
  // Networks without a share link (and the download button) download the picture; the hint says what next.
  return shareUrl
    ? html`<a class="${classes}" href="${shareUrl}"${newWindow} data-track="${network}"${hint} aria-label="${label}" title="${label}">${content}</a>`
    : html`<a class="${classes}" href="${media.downloadHref}" download data-track="${network}"${hint} aria-label="${label}" title="${label}">${content}</a>`;
}

function hashtagItems(model: MicrositeModel): string[] {
  return model.settings.hashtags.enabled ? model.settings.hashtags.items : [];
}

export function sharing(model: MicrositeModel, media: MicrositeMedia, icons: IconUse): SafeHtml {
  const buttons = socialNetworks.map((network) => socialButton(model, media, network, icons)).filter((button) => button !== null);
  const hints = socialNetworks.flatMap((network) => {
    const key = socialHintKey(network);
    return key && model.settings.socialSharingButtons[network].enabled ? [html`<p id="hint-${network}" hidden>${model.t(key)}</p>`] : [];
  });
  const tags = formatHashtags(hashtagItems(model));
  const shareLabel = model.t('microsite.share');
  return html`<div class="row sharing">${buttons}<button type="button" class="btn social ${model.settings.socialSharingButtons.buttonShape}" data-share hidden aria-label="${shareLabel}" title="${shareLabel}">${use(
    icons,
    'share',
  )}</button></div>${hints.length ? html`<div class="hints" role="status">${hints}</div>` : null}${tags ? html`<p class="hashtags">${tags}</p>` : null}`;
}

/** An AI picture's camera photo, offered beside the result as a second download. */
export function originalDownload(model: MicrositeModel, media: MicrositeMedia): SafeHtml | null {
  if (!media.originalHref) return null;
  return html`<p class="original"><a href="${media.originalHref}" download data-track="download">${model.t('microsite.downloadOriginal')}</a></p>`;
}

/** The campaign's discount code (campaigns §2 "campaign code offering 20% off"), when it has one. */
export function campaignCode(model: MicrositeModel): SafeHtml | null {
  const { enabled, code } = model.settings.campaignCode;
  return enabled && code ? html`<p class="campaign-code" data-campaign-code>${model.t('microsite.campaignCode', { code })}</p>` : null;
}

export function buttons(model: MicrositeModel): SafeHtml | null {
  const { callToActionButton: cta, publicGalleryButton: gallery } = model.settings;
  const ctaButton =
    cta.enabled && isValidUrl(cta.url) && cta.buttonText
      ? html`<a class="btn cta${cta.dropShadow ? ' shadow' : ''}" href="${cta.url}"${cta.openInNewWindow ? newWindow : null} data-track="callToAction">${cta.buttonText}</a>`
      : null;
  const galleryButton = model.galleryHref
    ? html`<a class="btn gallery${gallery.dropShadow ? ' shadow' : ''}" href="${model.galleryHref}" data-track="publicGallery">${model.t('microsite.publicGallery')}</a>`
    : null;
  if (!ctaButton && !galleryButton) return null;
  return html`<div class="row">${ctaButton}${galleryButton}</div>`;
}

/** A link's icon: one of the page's icons by name, a picture by http(s) URL, else the link icon. */
function linkIcon(value: string, icons: IconUse): SafeHtml {
  const name = value.trim().toLowerCase();
  if (isIconName(name)) return use(icons, name);
  if (isValidUrl(value)) return html`<img src="${value}" alt="" loading="lazy">`;
  return use(icons, 'link');
}

export function links(model: MicrositeModel, icons: IconUse): SafeHtml | null {
  const items = model.settings.links.filter((link) => link.enabled && isValidUrl(link.href));
  if (items.length === 0) return null;
  return html`<ul class="links">${items.map((link) => {
    const showIcon = link.style !== 'text' || !link.title;
    const showText = link.style !== 'icon' && link.title;
    return html`<li><a href="${link.href}"${newWindow} data-track="link"${link.style === 'icon' && link.title ? html` aria-label="${link.title}" title="${link.title}"` : null}>${
      showIcon ? linkIcon(link.icon, icons) : null
    }${showText ? html`<span>${link.title}</span>` : null}</a></li>`;
  })}</ul>`;
}

export function footerText(model: MicrositeModel): SafeHtml | null {
  const text = model.settings.footer.text.trim();
  return text ? html`<p class="text footer-text">${text}</p>` : null;
}

export function footerLinks(model: MicrositeModel): SafeHtml | null {
  const items = model.settings.footerLinks.filter((link) => link.enabled && link.name && isValidUrl(link.url));
  if (items.length === 0) return null;
  return html`<nav class="footer-links">${items.map((link) => html`<a href="${link.url}"${newWindow} data-track="footerLink">${link.name}</a>`)}</nav>`;
}

/** "Your picture is in the mosaic": where it sits, the zoom with its tile outlined, and the way to the wall. */
export function mosaicPlace(model: MicrositeModel): SafeHtml | null {
  if (!model.mosaic) return null;
  const { where, wallHref, zoomSrc } = model.mosaic;
  const position = model.t('mosaic.where', { row: where.row, column: where.column, rows: where.rows, columns: where.columns });
  return html`<section class="mosaic" aria-labelledby="mosaic-title"><h2 id="mosaic-title">${model.t('mosaic.inMosaic')}</h2><p>${position}</p><a href="${wallHref}"><img src="${zoomSrc}" width="${where.zoomWidth}" height="${
    where.zoomHeight
  }" alt="${model.t('mosaic.zoomAlt')}" loading="lazy" decoding="async"></a><a class="btn mosaic-open" href="${wallHref}">${model.t('mosaic.open')}</a></section>`;
}
