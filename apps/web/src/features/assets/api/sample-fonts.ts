import openSans400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import openSans600 from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2?url';
import raleway400 from '@fontsource/raleway/files/raleway-latin-400-normal.woff2?url';
import raleway700 from '@fontsource/raleway/files/raleway-latin-700-normal.woff2?url';
import type { FontItem, FontList } from '@/features/assets/api/font-item';

/**
 * The local sample data the font calls fall back to on any failure (platform §7). They are the
 * self-hosted design-system fonts (Raleway and Open Sans, platform §9) shipped with the app, marked
 * `sample` so the interface labels them as built-in and never offers to edit or delete them.
 */
export const sampleFonts: readonly FontItem[] = [
  { id: 'sample-raleway-400', name: 'Raleway Regular', family: 'Raleway', weight: 400, style: 'normal', src: raleway400, format: 'woff2', sample: true },
  { id: 'sample-raleway-700', name: 'Raleway Bold', family: 'Raleway', weight: 700, style: 'normal', src: raleway700, format: 'woff2', sample: true },
  { id: 'sample-open-sans-400', name: 'Open Sans Regular', family: 'Open Sans', weight: 400, style: 'normal', src: openSans400, format: 'woff2', sample: true },
  { id: 'sample-open-sans-600', name: 'Open Sans SemiBold', family: 'Open Sans', weight: 600, style: 'normal', src: openSans600, format: 'woff2', sample: true },
];

export function sampleFontList(): FontList {
  return { fonts: [...sampleFonts], fallback: true };
}
