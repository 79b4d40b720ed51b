import { IDENTITY_VALUES, imageProcessingFeatureSchema, type ReviewedProcessing } from '@booth/shared';
import { describe, expect, it, vi } from 'vitest';
import { processCanvas } from '@/guest/kiosk/review/recolour';
import { rgbaPixels } from './person-mask.test-support';

/*
 * The review's preview draws the halo of an opaque frame around the person mask the kiosk made (the
 * wiring of review/recolour.ts): the same mask the upload carries, so guest and server agree.
 */

const [W, H] = [40, 20];
const GREY: [number, number, number, number] = [128, 128, 128, 255];
const processing: ReviewedProcessing = { values: { ...IDENTITY_VALUES }, beautify: false, halo: imageProcessingFeatureSchema.parse({ enabled: true, halo: { enabled: true } }).halo };

/** A 2D context over an opaque grey frame that keeps what is painted back. */
function frameContext() {
  const painted: { data: Uint8ClampedArray | null } = { data: null };
  const context = {
    canvas: { width: W, height: H },
    getImageData: vi.fn(() => ({ data: rgbaPixels(W, H, () => GREY), width: W, height: H })),
    putImageData: vi.fn((image: { data: Uint8ClampedArray }) => (painted.data = image.data)),
  };
  return { context: context as unknown as CanvasRenderingContext2D, painted };
}

const at = (data: Uint8ClampedArray | null, x: number, y: number) => Array.from(data!.subarray((y * W + x) * 4, (y * W + x) * 4 + 4));

describe('the review’s halo on an opaque frame', () => {
  it('glows around the person of the kiosk’s mask, scaled to the preview', () => {
    const { context, painted } = frameContext();
    // The person: the middle of a mask half the preview's size (x 10–19 of 20), i.e. x 20–39 here.
    const personMask = { width: 20, height: 10, pixels: Uint8Array.from({ length: 200 }, (_, index) => (index % 20 >= 10 ? 255 : 0)) };
    processCanvas(context, processing, 1, personMask);
    expect(at(painted.data, 17, 10)).toEqual([255, 0, 0, 255]);
    expect(at(painted.data, 30, 10)).toEqual(GREY);
    expect(at(painted.data, 0, 10)).toEqual(GREY);
  });

  it('draws none without a mask', () => {
    const { context, painted } = frameContext();
    processCanvas(context, processing, 1, null);
    expect(at(painted.data, 17, 10)).toEqual(GREY);
  });
});
