import { arFilterManifestSchema, arLandmarks, placeArFilter, type ArLandmarks } from '@booth/shared';
import { describe, expect, it } from 'vitest';
import type { LoadedArFilter } from './ar-filter-loader';
import { ArFilterPainter, drawArFilter, SAME_FRAME } from './draw-ar-filter';

/** A 2D context that records what is drawn, with the transform each picture was drawn under (as a real context composes them). */
function recordingContext(width: number) {
  type Matrix = [number, number, number, number, number, number];
  const identity: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Array<{ matrix: Matrix; alpha: number }> = [];
  const drawn: Array<{ image: unknown; matrix: Matrix; alpha: number }> = [];
  const context = {
    canvas: { width, height: 600 } as HTMLCanvasElement,
    globalAlpha: 1,
    matrix: identity,
    save() {
      stack.push({ matrix: context.matrix, alpha: context.globalAlpha });
    },
    restore() {
      const top = stack.pop();
      if (top) [context.matrix, context.globalAlpha] = [top.matrix, top.alpha];
    },
    transform(a: number, b: number, c: number, d: number, e: number, f: number) {
      const [A, B, C, D, E, F] = context.matrix;
      context.matrix = [A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F];
    },
    drawImage(image: unknown) {
      drawn.push({ image, matrix: context.matrix, alpha: context.globalAlpha });
    },
  };
  return { context, drawn, depth: () => stack.length };
}

/** Level eyes 100 px apart around (450, 300) of the camera's picture. */
function face(): ArLandmarks {
  const landmarks = {} as ArLandmarks;
  for (const name of arLandmarks) landmarks[name] = { x: 450, y: 300 };
  landmarks.rightEye = { x: 400, y: 300 };
  landmarks.leftEye = { x: 500, y: 300 };
  landmarks.rightEar = { x: 360, y: 310 };
  landmarks.leftEar = { x: 540, y: 310 };
  landmarks.forehead = { x: 450, y: 220 };
  return landmarks;
}

const glassesImage = { name: 'glasses' } as unknown as HTMLImageElement;
const hatImage = { name: 'hat' } as unknown as HTMLImageElement;
const filter: LoadedArFilter = {
  manifestSrc: '/api/files/assets/x/ar-filter.json',
  manifest: arFilterManifestSchema.parse({
    version: 1,
    layers: [
      { file: 'ar-layer-0.png', anchor: ['leftEye', 'rightEye'], pivot: { x: 300, y: 110 }, scale: { pixels: 300 }, opacity: 0.8 },
      { file: 'ar-layer-1.png', anchor: 'forehead', pivot: { x: 200, y: 400 }, scale: { reference: 'faceWidth', pixels: 400 } },
    ],
  }),
  images: [glassesImage, hatImage],
};

describe('drawArFilter', () => {
  it('draws each layer, in order, under the transform that places it on the face, with its opacity', () => {
    const { context, drawn, depth } = recordingContext(1000);
    drawArFilter(context, filter, face(), SAME_FRAME);
    const placed = placeArFilter(filter.manifest, face(), { mirrored: false, width: 1000 });
    expect(drawn.map((item) => item.image)).toEqual([glassesImage, hatImage]);
    drawn.forEach((item, index) => {
      const { a, b, c, d, e, f } = placed[index]!.matrix;
      [a, b, c, d, e, f].forEach((value, at) => expect(item.matrix[at]).toBeCloseTo(value));
    });
    expect(drawn.map((item) => item.alpha)).toEqual([0.8, 1]);
    // The glasses' middle (300, 110) lands between the eyes, at a third of their size (100 / 300).
    expect(drawn[0]!.matrix[0]).toBeCloseTo(1 / 3);
    expect(drawn[0]!.matrix[4] + 300 / 3).toBeCloseTo(450);
    expect(drawn[0]!.matrix[5] + 110 / 3).toBeCloseTo(300);
    expect(depth()).toBe(0);
    expect([context.matrix, context.globalAlpha]).toEqual([[1, 0, 0, 1, 0, 0], 1]);
  });

  it('maps the camera picture into the crop, scaled, and mirrors it without flipping the layers', () => {
    const { context, drawn } = recordingContext(400);
    // The crop starts at x 250 of the camera picture and is drawn at half size: 450 → 100, mirrored → 300.
    drawArFilter(context, filter, face(), { origin: { x: 250, y: 100 }, scale: 0.5, mirrored: true });
    const [a, b, c, d, e, f] = drawn[0]!.matrix;
    expect(a).toBeCloseTo(0.5 / 3);
    expect(a * d - b * c).toBeGreaterThan(0);
    expect(e + a * 300 + c * 110).toBeCloseTo(300);
    expect(f + b * 300 + d * 110).toBeCloseTo(100);
  });

  it('keeps the caller\'s transform: drawn into a canvas scaled by 2, everything is twice as far and large', () => {
    const { context, drawn } = recordingContext(2000);
    context.transform(2, 0, 0, 2, 0, 0);
    drawArFilter(context, filter, face(), SAME_FRAME);
    expect(drawn[0]!.matrix[0]).toBeCloseTo(2 / 3);
    expect(drawn[0]!.matrix[4] + (2 / 3) * 300).toBeCloseTo(900);
  });
});

describe('ArFilterPainter', () => {
  const matrices = (drawn: Array<{ matrix: number[] }>) => drawn.map((item) => item.matrix);
  const moved = (): ReturnType<typeof face> => ({ ...face(), leftEye: { x: 520, y: 300 }, rightEye: { x: 420, y: 300 } });

  it('draws as drawArFilter does, and follows a new face, another zoom and another canvas width', () => {
    const painter = new ArFilterPainter();
    // Mirrored: the canvas's width is where the face is flipped, so it counts.
    const view = { ...SAME_FRAME, mirrored: true };
    const expected = (width: number, landmarks: ReturnType<typeof face>, scale = 1) => {
      const { context, drawn } = recordingContext(width);
      drawArFilter(context, filter, landmarks, { ...view, scale });
      return matrices(drawn);
    };
    const painted = (width: number, landmarks: ReturnType<typeof face>, zoom = 1) => {
      const { context, drawn } = recordingContext(width);
      painter.draw(context, filter, landmarks, view, zoom);
      return matrices(drawn);
    };
    const first = face();
    expect(painted(1000, first)).toEqual(expected(1000, first));
    // The same face again (the frames between two detections): drawn alike.
    expect(painted(1000, first)).toEqual(expected(1000, first));
    const next = moved();
    expect(painted(1000, next)).toEqual(expected(1000, next));
    expect(painted(1000, next, 2)).toEqual(expected(1000, next, 2));
    expect(painted(1200, next, 2)).toEqual(expected(1200, next, 2));
    expect(expected(1200, next, 2)).not.toEqual(expected(1000, next, 2));
  });

  it('mirrors with the view it is given', () => {
    const painter = new ArFilterPainter();
    const { context, drawn } = recordingContext(1000);
    const landmarks = face();
    painter.draw(context, filter, landmarks, { ...SAME_FRAME, mirrored: true });
    painter.draw(context, filter, landmarks, SAME_FRAME);
    // 450 mirrored in 1000 px is 550; the layers themselves are not flipped.
    expect(drawn[0]!.matrix[4] + 300 / 3).toBeCloseTo(550);
    expect(drawn[2]!.matrix[4] + 300 / 3).toBeCloseTo(450);
  });
});
