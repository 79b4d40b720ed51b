import { type AssetListItem, type FontAsset, type FontFormat, fontFormatSchema } from '@booth/shared';
import type { PreviewFont } from '@/components/font-preview-card';

/** A font as the fonts screen shows it: an upload of the customer, or a built-in sample. */
export interface FontItem extends PreviewFont {
  format?: FontFormat | null;
  createdAt?: string;
  /** One of the local samples shown when the font calls fail; read-only. */
  sample: boolean;
}

/** What the font list query holds: `fallback` is its error flag (platform §4 "Font list"). */
export interface FontList {
  fonts: FontItem[];
  fallback: boolean;
}

export const fontsQueryKey = ['fonts'] as const;

function stripExtension(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{2,5}$/, '');
}

export function fontFormatOf(mimetype: string): FontFormat | null {
  const parsed = fontFormatSchema.safeParse(mimetype.replace(/^font\//, ''));
  return parsed.success ? parsed.data : null;
}

export function fontFromAsset(asset: AssetListItem): FontItem {
  const name = asset.name ?? stripExtension(asset.originalname);
  return {
    id: asset.id,
    name,
    family: asset.family ?? name,
    src: asset.src ?? asset.filePath,
    format: fontFormatOf(asset.mimetype),
    fileSize: asset.fileSize,
    weight: asset.weight ?? null,
    style: asset.style ?? null,
    createdAt: asset.createdAt,
    sample: false,
  };
}

export function fontFromFontAsset(font: FontAsset): FontItem {
  return {
    id: font.id,
    name: font.name,
    family: font.family,
    src: font.src,
    format: font.format,
    fileSize: font.fileSize,
    weight: font.weight,
    style: font.style,
    createdAt: font.createdAt,
    sample: false,
  };
}

const STYLE_WORDS =
  /[\s-]+(thin|hairline|extra ?light|ultra ?light|light|regular|normal|book|medium|semi ?bold|demi ?bold|bold|extra ?bold|ultra ?bold|black|heavy|italic|oblique|variable|vf)$/i;

/**
 * A readable name and family from a font file's name: `OpenSans-SemiBoldItalic.woff2` →
 * `Open Sans SemiBold Italic` and `Open Sans`. Only a default; the organiser can change both.
 */
export function namesFromFileName(fileName: string): { name: string; family: string } {
  const name = stripExtension(fileName)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bSemi Bold\b/, 'SemiBold')
    .replace(/\bExtra Bold\b/, 'ExtraBold')
    .replace(/\bExtra Light\b/, 'ExtraLight');
  let family = name;
  for (let previous = ''; previous !== family; ) {
    previous = family;
    family = family.replace(STYLE_WORDS, '').trim();
  }
  return { name, family: family || name };
}

