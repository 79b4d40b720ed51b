import { guestTexts, localePath, settingText, type EventVirtualDto, type GuestAsset, type Locale } from '@booth/shared';
import { NotFound } from '@/errors.ts';
import type { CachedVirtualEvent } from '@/modules/events/virtual-cache.ts';
import type { Logger } from '@/platform/logger.ts';
import { html, type SafeHtml } from './microsite-html.ts';
import { ogImageTags, ogPageTags, previewDescription } from './open-graph.ts';

/** The head of a campaign's booth page as a shared link shows it: title, and the tags of the preview. */
export interface BoothHead {
  title: string;
  tags: SafeHtml;
}


const PREVIEW_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The picture of the preview: the booth's banner, else its first overlay, else its main background. */
function previewAsset(event: EventVirtualDto): GuestAsset | undefined {
  const images = event.assets.filter((asset) => PREVIEW_TYPES.includes(asset.mimetype));
  return (
    images.find((asset) => asset.id === event.virtualSettings.banner) ??
    images.find((asset) => asset.assetType === 'overlay') ??
    images.find((asset) => asset.assetType === 'mainScreenBackground')
  );
}

function absolute(src: string, publicUrl: string): string {
  return /^https?:\/\//.test(src) ? src : `${publicUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}

/**
 * The booth link's preview (Open Graph and Twitter tags): the campaign's effective title and text in
 * the page's language (the catalogue's when left at the default) and its banner, overlay or background.
 */
export function boothHead(event: EventVirtualDto, locale: Locale, publicUrl: string): BoothHead {
  const t = guestTexts(locale, event.virtualSettings.translations);
  const title = settingText(event.virtualSettings.title, 'start.title', t);
  // The default title names no campaign; the preview then says which one.
  const shown = title === t('start.title') ? `${event.name} – ${title}` : title;
  const desc = previewDescription(settingText(event.virtualSettings.body, 'start.body', t));
  const url = `${publicUrl}${localePath(`/booth/${encodeURIComponent(event.slug)}`, locale)}`;
  const asset = previewAsset(event);
  const image = asset ? absolute(asset.src, publicUrl) : null;
  const imageTags = asset && image
    ? asset.width && asset.height
      ? ogImageTags({ url: image, type: asset.mimetype, width: asset.width, height: asset.height })
      : html`<meta property="og:image" content="${image}">\n`
    : null;
  const tags = html`<meta name="description" content="${desc}">
${ogPageTags({ type: 'website', title: shown, description: desc, url, locale })}${imageTags}${image ? html`<meta property="og:image:alt" content="${shown}">\n` : null}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${shown}">
<meta name="twitter:description" content="${desc}">
${image ? html`<meta name="twitter:image" content="${image}">\n` : null}`;
  return { title: shown, tags };
}

/** booth.html with the campaign's title and preview tags in its head; the page as built when it has no head. */
export function withBoothHead(page: string, head: BoothHead): string {
  if (!page.includes('</head>')) return page;
  const title = html`<title>${head.title}</title>`.value;
  const titled = /<title>[^<]*<\/title>/.test(page) ? page.replace(/<title>[^<]*<\/title>/, () => title) : page.replace('</head>', () => `${title}\n</head>`);
  return titled.replace('</head>', () => `${head.tags.value}</head>`);
}

/**
 * booth.html for `/booth/{slug}` with the campaign's preview, from the same cached guest view the booth
 * loads (GET /events/{slug}/virtual), so a page load costs no extra query; an unknown or archived
 * campaign, or a failed lookup, gives the page as built.
 */
export function boothPageWithPreview(virtualEvents: { get(slug: string): Promise<CachedVirtualEvent> }, publicUrl: string, log: Logger) {
  return async (page: string, slug: string, locale: Locale): Promise<string> => {
    try {
      const cached = await virtualEvents.get(slug);
      const event = JSON.parse(cached.body.toString('utf8')) as EventVirtualDto;
      return withBoothHead(page, boothHead(event, locale, publicUrl));
    } catch (error) {
      if (!(error instanceof NotFound)) log.warn({ err: error, slug }, 'booth page served without its link preview');
      return page;
    }
  };
}
