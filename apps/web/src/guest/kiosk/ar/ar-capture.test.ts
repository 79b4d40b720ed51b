import { arFilterManifestSchema } from '@booth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arFrameProcessor } from './ar-capture';
import type { LoadedArFilter } from './ar-filter-loader';
import type { ArFilterLayerHandle } from './ar-filter-layer';
import type { FaceTracker } from './face-tracker';

// jsdom decodes no pictures and has no 2D canvas: the frame's decoding and encoding are stood in for.
vi.mock('@/guest/booth/capture/frame-geometry', () => ({
  loadImage: () => Promise.resolve({ naturalWidth: 640, naturalHeight: 480 }),
  canvasToJpeg: () => Promise.resolve(new Blob(['with filter'], { type: 'image/jpeg' })),
}));

const filter: LoadedArFilter = {
  manifestSrc: '/m.json',
  manifest: arFilterManifestSchema.parse({ version: 1, layers: [{ file: 'a.png', anchor: 'noseTip', pivot: { x: 0, y: 0 }, scale: { pixels: 10 } }] }),
  images: [{} as HTMLImageElement],
};
const frame = new Blob(['taken'], { type: 'image/jpeg' });
const context = { drawImage: vi.fn(), save: vi.fn(), restore: vi.fn(), setTransform: vi.fn(), transform: vi.fn(), globalAlpha: 1 };

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:frame');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return { ...context, canvas: this } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
});
afterEach(() => vi.restoreAllMocks());

const layerDrawing = (drew: boolean) => {
  const drawInto = vi.fn<ArFilterLayerHandle['drawInto']>(() => drew);
  return { ref: { current: { drawInto } }, drawInto };
};

describe('arFrameProcessor', () => {
  it('adds nothing without a filter, or after capturing before the tracker is there', () => {
    expect(arFrameProcessor({ filter: null, tracker: null, afterCapture: false, layer: { current: null } })).toBeUndefined();
    expect(arFrameProcessor({ filter, tracker: null, afterCapture: true, layer: { current: null } })).toBeUndefined();
  });

  it('draws the live layer into the frame at the frame\'s size, and keeps the frame when no face is followed', async () => {
    const live = layerDrawing(true);
    const processed = await arFrameProcessor({ filter, tracker: null, afterCapture: false, layer: live.ref })!(frame);
    expect(await processed.text()).toBe('with filter');
    const target = live.drawInto.mock.calls[0]![0];
    expect([target.canvas.width, target.canvas.height]).toEqual([640, 480]);
    const lost = layerDrawing(false);
    expect(await arFrameProcessor({ filter, tracker: null, afterCapture: false, layer: lost.ref })!(frame)).toBe(frame);
  });

  it('after capturing: searches the still itself for the face and draws there', async () => {
    const detect = vi.fn<FaceTracker['detect']>(() => Promise.resolve(null));
    const tracker = { detect, dispose: vi.fn() };
    const live = layerDrawing(true);
    expect(await arFrameProcessor({ filter, tracker, afterCapture: true, layer: live.ref })!(frame)).toBe(frame);
    expect(detect).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), { still: true });
    expect(live.drawInto).not.toHaveBeenCalled();
  });
});
