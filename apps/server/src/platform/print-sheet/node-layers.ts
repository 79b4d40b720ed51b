import { nodeCentre, type ResolvedNode } from '@booth/shared';
import sharp, { type Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from '../media/image-limits.ts';
import { qrPixels } from './qr-layer.ts';
import type { RawLayer } from './raw-layer.ts';
import { fontFromFile, shippedFont } from './sheet-fonts.ts';
import { textSvg } from './text-layer.ts';

/** What the nodes draw from. */
export interface LayerSources {
  frames: readonly Buffer[];
  assets: ReadonlyMap<string, Buffer>;
  fonts: ReadonlyMap<string, Buffer>;
  /** Uploaded font files by family, for text set in a family rather than a chosen font file. */
  familyFonts: ReadonlyMap<string, Buffer>;
  shootUrl: string;
}

/** Where on the sheet: canvas pixels are multiplied by `scale` after shifting by the copy's offset. */
export interface Placement {
  scale: number;
  offset: { x: number; y: number };
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const open = (input: Buffer) => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });

async function rawOf(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** An image resized to the box: cover-fitted (a picture keeps its shape) or stretched (Konva's image). */
export function imagePixels(input: Buffer, width: number, height: number, fit: 'cover' | 'fill'): Promise<Pixels> {
  return rawOf(open(input).autoOrient().resize(width, height, { fit }));
}

function fontFor(node: Extract<ResolvedNode, { type: 'text' | 'date' }>, sources: LayerSources) {
  const format = node.type === 'text' ? node.format : node.textFormat;
  const file = (format.fontId ? sources.fonts.get(format.fontId) : undefined) ?? sources.familyFonts.get(format.family);
  return { format, font: file ? fontFromFile(file) : shippedFont(format.family) };
}

async function contentPixels(node: ResolvedNode, width: number, height: number, scale: number, sources: LayerSources): Promise<Pixels | null> {
  switch (node.type) {
    case 'frame': {
      const frame = sources.frames[node.frameIndex] ?? sources.frames[node.frameIndex % Math.max(1, sources.frames.length)];
      return frame ? imagePixels(frame, width, height, 'cover') : null;
    }
    case 'image': {
      const asset = node.assetId ? sources.assets.get(node.assetId) : undefined;
      return asset ? imagePixels(asset, width, height, 'fill') : null;
    }
    case 'qr-code':
    case 'shoot-qr-code': {
      const value = node.type === 'qr-code' ? node.value : sources.shootUrl;
      return value === '' ? null : { data: qrPixels(value, width, height), width, height };
    }
    case 'text':
    case 'date': {
      const text = node.text;
      if (text.trim() === '') return null;
      const { format, font } = fontFor(node, sources);
      // The type size scales with the node, as Konva scales a text node's drawing.
      const fontSize = format.size * scale * Math.min(node.scaleX, node.scaleY);
      return rawOf(open(Buffer.from(textSvg(font, { text, format, width, height, fontSize }))));
    }
  }
}

/**
 * One node as RGBA pixels at print size, turned about its top-left corner as Konva turns it; the turned
 * picture's box is centred where the node's centre lands.
 */
export async function nodeLayer(node: ResolvedNode, placement: Placement, sources: LayerSources): Promise<RawLayer | null> {
  const { scale, offset } = placement;
  const width = Math.max(1, Math.round(node.width * node.scaleX * scale));
  const height = Math.max(1, Math.round(node.height * node.scaleY * scale));
  const content = await contentPixels(node, width, height, scale, sources);
  if (!content) return null;
  const turned =
    node.rotation % 360 === 0
      ? content
      : await rawOf(
          sharp(content.data, { raw: { width: content.width, height: content.height, channels: 4 } }).rotate(node.rotation, {
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          }),
        );
  const centre = nodeCentre(node);
  return {
    ...turned,
    left: Math.round((offset.x + centre.x) * scale - turned.width / 2),
    top: Math.round((offset.y + centre.y) * scale - turned.height / 2),
  };
}
