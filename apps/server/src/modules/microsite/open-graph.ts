import type { Locale } from '@booth/shared';
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
