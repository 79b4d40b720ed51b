// Test support for the person mask: jsdom has no canvas and decodes no pictures, so the canvas and
// createImageBitmap are stood in for by fakes that hand out known pixels. The mask logic runs as is;
// only the segmentation model is replaced (`fakeSegmenter`).
import { vi } from 'vitest';
import type { MaskSegmenter } from './person-mask-maker';

interface FakeContext {
  drawImage: ReturnType<typeof vi.fn>;
  getImageData: ReturnType<typeof vi.fn>;
}

const contexts = new WeakMap<HTMLCanvasElement, FakeContext>();

/** RGBA pixels of `width` × `height`, every pixel `rgba`, or as `at` says. */
export function rgbaPixels(width: number, height: number, at: (x: number, y: number) => [number, number, number, number]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(at(x, y), (y * width + x) * 4);
  return data;
}

/**
 * Every canvas gets a 2D context that records its drawing and reads back `pixels(canvas)` (RGBA at the
 * canvas's size); a canvas given pixels with `canvasWith` reads those.
 */
export function installFakeCanvas(pixels: (canvas: HTMLCanvasElement) => Uint8ClampedArray) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let context = contexts.get(this);
    if (!context) {
      const read = pixels.bind(null, this);
      context = {
        drawImage: vi.fn(),
        getImageData: vi.fn((_x: number, _y: number, width: number, height: number) => ({ data: read(), width, height })),
      };
      contexts.set(this, context);
    }
    return context as never;
  });
  return { contextOf: (canvas: HTMLCanvasElement) => contexts.get(canvas) };
}

/** A canvas of `width` × `height` whose 2D context reads back `data`. */
export function canvasWith(width: number, height: number, data: Uint8ClampedArray): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  contexts.set(canvas, { drawImage: vi.fn(), getImageData: vi.fn(() => ({ data, width, height })) });
  return canvas;
}

/** createImageBitmap answering a picture of `width` × `height` (what the camera took). */
export function fakeBitmaps(width: number, height: number) {
  const close = vi.fn();
  const create = vi.fn(async () => ({ width, height, close }));
  vi.stubGlobal('createImageBitmap', create);
  return { create, close };
}

/**
 * The segmentation model stood in for: the person is the left half of whatever it is given, fully
 * opaque, the rest transparent (as the real one answers a cut-out).
 */
export function fakeSegmenter(person: (x: number, y: number, width: number, height: number) => boolean = (x, _y, width) => x < width / 2): MaskSegmenter & { cutout: ReturnType<typeof vi.fn> } {
  return {
    cutout: vi.fn(async (_source: HTMLCanvasElement | HTMLVideoElement, width: number, height: number) =>
      canvasWith(width, height, rgbaPixels(width, height, (x, y) => [9, 9, 9, person(x, y, width, height) ? 255 : 0])),
    ),
    dispose: vi.fn(),
  };
}

/** The grey bytes of a PNG written by encodeGreyPng: its size, and each row without its filter byte. */
export async function readGreyPng(png: Blob): Promise<{ width: number; height: number; pixels: Uint8Array; chunks: string[] }> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const chunks: string[] = [];
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    chunks.push(type);
    if (type === 'IHDR') [width, height] = [view.getUint32(at + 8), view.getUint32(at + 12)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const compressed = new Uint8Array(idat.reduce((sum, part) => sum + part.length, 0));
  idat.reduce((at, part) => (compressed.set(part, at), at + part.length), 0);
  const inflated = new Uint8Array(await new Response(new Response(compressed).body!.pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) pixels.set(inflated.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  return { width, height, pixels, chunks };
}
