import type { Locale } from '../locale.ts';
import { formatBytes } from '../rules/bytes.ts';
import { assetRules, type PixelSize } from './asset-rules.ts';
import type { AssetType } from './asset-types.ts';
import { mediaTypeInfo, type MediaClass } from './media-types.ts';
import { orientations } from './orientation.ts';

const WORDS = {
  de: {
    or: 'oder',
    px: 'px',
    anySize: 'beliebige Größe',
    upTo: 'bis',
    orientation: { landscape: 'Querformat', portrait: 'Hochformat', square: 'quadratisch' },
    mediaClass: { image: 'Bilder', video: 'Videos', font: 'Schriften', archive: 'ZIP' },
  },
  en: {
    or: 'or',
    px: 'px',
    anySize: 'any size',
    upTo: 'up to',
    orientation: { landscape: 'landscape', portrait: 'portrait', square: 'square' },
    mediaClass: { image: 'images', video: 'videos', font: 'fonts', archive: 'ZIP' },
  },
} as const;

function list(items: readonly string[], or: string): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}` : (items[0] ?? '');
}

function sizesText(sizes: readonly PixelSize[], locale: Locale): string {
  const words = WORDS[locale];
  const dims = (group: readonly PixelSize[]) => list(group.map((s) => `${s.width} × ${s.height}`), words.or);
  // A single size needs no orientation word; several are grouped so people find theirs quickly.
  if (sizes.length === 1) return `${dims(sizes)} ${words.px}`;
  const groups = orientations
    .map((orientation) => ({ orientation, group: sizes.filter((s) => s.orientation === orientation) }))
    .filter(({ group }) => group.length > 0)
    .map(({ orientation, group }) => `${words.orientation[orientation]} ${dims(group)}`);
  return `${groups.join(', ')} ${words.px}`;
}

function bytesText(maxBytes: Partial<Record<MediaClass, number>>, locale: Locale): string {
  const words = WORDS[locale];
  const entries = Object.entries(maxBytes) as [MediaClass, number][];
  if (new Set(entries.map(([, bytes]) => bytes)).size === 1 && entries[0]) {
    return `${words.upTo} ${formatBytes(entries[0][1])}`;
  }
  return entries.map(([cls, bytes]) => `${words.mediaClass[cls]} ${words.upTo} ${formatBytes(bytes)}`).join(', ');
}

/**
 * The line shown with an upload field before anything is uploaded (issue 3: "the kind's hint"), built
 * from the rule itself so that the hint and the server's check cannot disagree.
 * `assetHint('vbAvatar', 'en')` → `PNG or GIF · 1060 × 1060 px · up to 25 MB`.
 */
export function assetHint(kind: AssetType, locale: Locale): string {
  const rule = assetRules[kind];
  const words = WORDS[locale];
  const formats = list(
    rule.types.map((type) => mediaTypeInfo[type].label),
    words.or,
  );
  const hasPixels = rule.types.some((type) => ['image', 'video'].includes(mediaTypeInfo[type].mediaClass));
  const parts = [formats];
  if (rule.sizes !== 'any') parts.push(sizesText(rule.sizes, locale));
  else if (hasPixels) parts.push(words.anySize);
  parts.push(bytesText(rule.maxBytes, locale));
  return parts.join(' · ');
}
