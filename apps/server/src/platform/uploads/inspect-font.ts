import type { FontFormat } from '@booth/shared';
import * as fontkit from 'fontkit';
import { UploadRejected } from './upload-rejected.ts';

export interface FontInfo {
  format: FontFormat;
  /** The typographic family ("Raleway"), falling back to the legacy family name. */
  family: string;
  /** "Bold Italic", "Regular" … */
  subfamily: string;
  fullName: string;
  postscriptName: string;
  /** CSS `font-style`. */
  style: 'normal' | 'italic';
  /** CSS `font-weight` from the OS/2 table; 400 when the font has none. */
  weight: number;
  glyphCount: number;
}

/**
 * WOFF and WOFF2 state the size of the font they unpack to; a 5 MB upload claiming more than this is a
 * decompression bomb, refused before fontkit inflates anything.
 */
export const MAX_UNPACKED_FONT_BYTES = 32 * 1024 * 1024;

function formatOf(data: Buffer): FontFormat | undefined {
  const tag = data.subarray(0, 4).toString('latin1');
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'OTTO') return 'otf';
  if (tag === '\x00\x01\x00\x00' || tag === 'true') return 'ttf';
  return undefined;
}

/**
 * Validates a font upload by parsing it (platform §5: ttf, otf, woff, woff2) and reads what the font
 * list shows. Collections (TTC) are refused: `@font-face` cannot pick a face out of one. Fonts are at
 * most 5 MB, so parsing them in memory stays in the low milliseconds.
 */
export function inspectFont(data: Buffer): FontInfo {
  const format = formatOf(data);
  if (!format) throw new UploadRejected('not-a-font', 'Expected a TTF, OTF, WOFF or WOFF2 font');
  if ((format === 'woff' || format === 'woff2') && data.length >= 20 && data.readUInt32BE(16) > MAX_UNPACKED_FONT_BYTES) {
    throw new UploadRejected('not-a-font', 'The font unpacks to more than 32 MB');
  }
  let parsed: fontkit.Font | fontkit.FontCollection;
  try {
    parsed = fontkit.create(data);
  } catch (error) {
    throw new UploadRejected('not-a-font', 'The font file could not be read', undefined, { cause: error });
  }
  if ('fonts' in parsed) throw new UploadRejected('font-collection', 'Font collections are not accepted; upload one font per file');
  try {
    // fontkit reads tables lazily: touching them here surfaces a broken file now, not when rendering.
    const os2 = parsed['OS/2'] as fontkit.Os2Table | undefined;
    const family = parsed.getName('preferredFamily', 'en') ?? parsed.familyName;
    const subfamily = parsed.getName('preferredSubfamily', 'en') ?? parsed.subfamilyName ?? 'Regular';
    if (!family || parsed.numGlyphs === 0) throw new Error('no family name or no glyphs');
    const italic = os2?.fsSelection.italic === true || parsed.italicAngle !== 0;
    return {
      format,
      family,
      subfamily,
      fullName: parsed.fullName ?? family,
      postscriptName: parsed.postscriptName ?? '',
      style: italic ? 'italic' : 'normal',
      weight: os2?.usWeightClass && os2.usWeightClass >= 1 && os2.usWeightClass <= 1000 ? os2.usWeightClass : 400,
      glyphCount: parsed.numGlyphs,
    };
  } catch (error) {
    throw new UploadRejected('not-a-font', 'The font file is damaged', undefined, { cause: error });
  }
}
