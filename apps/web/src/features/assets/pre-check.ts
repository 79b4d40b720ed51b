import {
  type AssetMediaType,
  type AssetType,
  type PixelSize,
  assetRule,
  checkDimensions,
  maxBytesFor,
  mediaClassOf,
  mediaTypeInfo,
} from '@booth/shared';
import { type MediaSize, readMediaSize } from '@/lib/media-size';

export type PreCheckProblem =
  | { reason: 'type'; formats: string[] }
  | { reason: 'size'; size: number; limit: number }
  | { reason: 'dimensions'; width: number; height: number; expected: readonly PixelSize[] };

export type PreCheckResult = { ok: true; type: AssetMediaType } | ({ ok: false } & PreCheckProblem);

const TYPE_ALIASES: Record<string, AssetMediaType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-zip-compressed': 'application/zip',
  'application/x-font-ttf': 'font/ttf',
  'application/font-woff': 'font/woff',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Which of the kind's types the file claims to be: by the browser's MIME type, else by its extension
 * (browsers often leave fonts and MOV files untyped). Only a claim: the server decides by content.
 */
export function claimedType(kind: AssetType, file: Pick<File, 'name' | 'type'>): AssetMediaType | null {
  const { types } = assetRule(kind);
  const mime = TYPE_ALIASES[file.type] ?? file.type;
  const byMime = types.find((type) => type === mime);
  if (byMime) return byMime;
  const extension = extensionOf(file.name);
  return types.find((type) => mediaTypeInfo[type].extensions.includes(extension)) ?? null;
}

/**
 * The browser's check before an upload, so an obvious mistake is explained at once instead of after
 * a long transfer: type, byte limit, and the pixel size where the kind expects exact sizes. When the
 * browser cannot read the pixel size the file passes; the server stays the authority.
 */
export async function preCheckFile(
  kind: AssetType,
  file: File,
  readSize: (file: File) => Promise<MediaSize | null> = readMediaSize,
): Promise<PreCheckResult> {
  const rule = assetRule(kind);
  const type = claimedType(kind, file);
  if (!type) return { ok: false, reason: 'type', formats: rule.types.map((t) => mediaTypeInfo[t].label) };
  const limit = maxBytesFor(kind, type) ?? 0;
  if (file.size > limit) return { ok: false, reason: 'size', size: file.size, limit };
  const mediaClass = mediaClassOf(type);
  if (rule.sizes !== 'any' && (mediaClass === 'image' || mediaClass === 'video')) {
    const size = await readSize(file);
    if (size) {
      const check = checkDimensions(kind, size.width, size.height);
      if (!check.ok) return { ok: false, reason: 'dimensions', width: size.width, height: size.height, expected: check.expected };
    }
  }
  return { ok: true, type };
}
