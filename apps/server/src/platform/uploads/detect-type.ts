import { isAssetMediaType, type AssetMediaType } from '@booth/shared';
import { fileTypeFromBuffer } from 'file-type';
import { UploadRejected } from './upload-rejected.ts';

/** How many leading bytes type detection needs (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

// file-type names a few variants of the accepted containers differently.
const ALIASES: Record<string, AssetMediaType> = {
  'video/x-m4v': 'video/mp4',
  'application/x-font-ttf': 'font/ttf',
  'application/font-woff': 'font/woff',
};

const MARKUP = /^(?:\s|\uFEFF)*<(?:\?xml|!doctype|html|svg|!--|script|body|head)/i;

/**
 * Whether the bytes are XML or HTML. SVG and HTML can carry scripts, and a browser that is handed
 * one as an "image" may run them on our origin, so markup is refused whatever it calls itself.
 */
function markupKind(head: Buffer): 'svg' | 'markup' | undefined {
  const text = head.subarray(0, 1024).toString('utf8');
  if (/<svg[\s>]/i.test(text)) return 'svg';
  return MARKUP.test(text) ? 'markup' : undefined;
}

/**
 * The media type of an upload from its first bytes (magic numbers), never from its name or the
 * browser's Content-Type. Refuses markup and anything that is not one of the asset media types.
 */
export async function detectType(head: Buffer): Promise<AssetMediaType> {
  if (head.length === 0) throw new UploadRejected('empty', 'The file is empty');
  const markup = markupKind(head);
  if (markup === 'svg') throw new UploadRejected('svg', 'SVG images are not accepted; upload a PNG instead');
  if (markup) throw new UploadRejected('markup', 'HTML and XML files are not accepted');
  const found = await fileTypeFromBuffer(head);
  const mime = found ? (ALIASES[found.mime] ?? found.mime) : undefined;
  if (!mime || !isAssetMediaType(mime)) {
    const what = found ? `a ${found.ext.toUpperCase()} file` : 'an unknown file type';
    throw new UploadRejected('unknown-type', `The file is ${what}; accepted are images, videos, fonts and ZIP archives`);
  }
  return mime;
}
