import { PRODUCT_NAME, type Locale } from '@booth/shared';
import { html, type SafeHtml } from './microsite-html.ts';
import type { OgMedia } from './microsite-model.ts';

/** The Open Graph name of a page's language. */
export function ogLocale(locale: Locale): string {
  return locale === 'de' ? 'de_DE' : 'en_US';
}

/** The link-preview image of a page (microsite, gallery) with its type and size, one tag a line. */
export function ogImageTags(image: OgMedia): SafeHtml {
  return html`<meta property="og:image" content="${image.url}">
<meta property="og:image:type" content="${image.type}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
`;
}

/** A description for link previews: the text on one line, shortened to what previews show. */
export function previewDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 197)}…` : flat;
}

/** The page's own Open Graph facts (type, site, title, description, address, language), one tag a line. */
export function ogPageTags(page: { type: string; title: string; description?: string; url: string; locale: Locale }): SafeHtml {
  return html`<meta property="og:type" content="${page.type}">
<meta property="og:site_name" content="${PRODUCT_NAME}">
<meta property="og:title" content="${page.title}">
${page.description === undefined ? null : html`<meta property="og:description" content="${page.description}">
`}<meta property="og:url" content="${page.url}">
<meta property="og:locale" content="${ogLocale(page.locale)}">
`;
}
