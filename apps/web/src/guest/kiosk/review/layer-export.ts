import { loadImage } from '@/guest/booth/capture/frame-geometry';
import type { LayerItem, Size } from './edit-layers';
import { drawEditLayer, textFont } from './layer-drawing';

/** The sticker pictures the items use, loaded (each once). */
export async function loadStickers(items: readonly LayerItem[], known: ReadonlyMap<string, HTMLImageElement> = new Map()): Promise<Map<string, HTMLImageElement>> {
  const sources = new Set(items.flatMap((item) => (item.type === 'sticker' ? [item.src] : [])));
  const loaded = new Map<string, HTMLImageElement>();
  await Promise.all(
    [...sources].map(async (src) => {
      loaded.set(src, known.get(src) ?? (await loadImage(src)));
    }),
  );
  return loaded;
}

/**
 * The edit layer as the upload carries it: one transparent PNG at the captured picture's pixel size
 * (the `editLayer` part), or null when the guest placed nothing. A sticker that cannot be loaded
 * fails the export rather than silently missing from the picture.
 */
export async function exportEditLayer(items: readonly LayerItem[], picture: Size, known?: ReadonlyMap<string, HTMLImageElement>): Promise<Blob | null> {
  if (items.length === 0) return null;
  const stickers = await loadStickers(items, known);
  // Text is drawn in the booth's face; a face not yet loaded would fall back to the system's.
  const sizes = new Set(items.flatMap((item) => (item.type === 'text' ? [item.size] : [])));
  await Promise.all([...sizes].map((size) => document.fonts?.load(textFont(size)).catch(() => undefined)));
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  drawEditLayer(context, items, stickers);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The edit layer could not be encoded'))), 'image/png'));
}
