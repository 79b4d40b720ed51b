import { assetRules, type AssetRule, type PixelSize } from './asset-rules.ts';
import type { AssetType } from './asset-types.ts';
import { mediaClassOf, mediaTypeInfo, type AssetMediaType } from './media-types.ts';
import { orientationOf, type Orientation } from './orientation.ts';

export function assetRule(kind: AssetType): AssetRule {
  return assetRules[kind];
}

export function isAcceptedType(kind: AssetType, type: AssetMediaType): boolean {
  return assetRules[kind].types.includes(type);
}

/**
 * Byte limit for a file of `type` uploaded as `kind`; `undefined` when the kind does not take that type.
 * Without a type it is the largest limit of the kind, for the stream before its type is known.
 */
export function maxBytesFor(kind: AssetType, type?: AssetMediaType): number | undefined {
  const { maxBytes } = assetRules[kind];
  if (type) return isAcceptedType(kind, type) ? maxBytes[mediaClassOf(type)] : undefined;
  return Math.max(...Object.values(maxBytes));
}

export type DimensionCheck =
  | { ok: true; orientation: Orientation }
  | { ok: false; orientation: Orientation; expected: readonly PixelSize[]; message: string };

/** `2048x1536, 1536x2048 or 1536x1536` */
export function formatSizes(sizes: readonly PixelSize[]): string {
  const names = sizes.map((size) => `${size.width}x${size.height}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Whether a picture or video of `width`x`height` (after rotation) fits the kind. Kinds whose spec line
 * says "any size" or gives none always fit. Sizes must match exactly: booth screens show these files
 * edge to edge, and a near miss would be scaled and blurred or cropped.
 */
export function checkDimensions(kind: AssetType, width: number, height: number): DimensionCheck {
  const orientation = orientationOf(width, height);
  const { sizes } = assetRules[kind];
  if (sizes === 'any' || sizes.some((size) => size.width === width && size.height === height)) {
    return { ok: true, orientation };
  }
  return {
    ok: false,
    orientation,
    expected: sizes,
    message: `Expected ${formatSizes(sizes)} for ${kind}, got ${width}x${height}`,
  };
}

/**
 * The `accept` attribute of a file input for the kind: MIME types plus extensions, because browsers
 * and operating systems map fonts and MOV files to MIME types unreliably.
 */
export function acceptAttribute(kind: AssetType): string {
  const types = assetRules[kind].types;
  const extensions = types.flatMap((type) => mediaTypeInfo[type].extensions.map((ext) => `.${ext}`));
  return [...types, ...extensions].join(',');
}
