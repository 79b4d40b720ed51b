import { describe, expect, it } from 'vitest';
import { measureFaces, type FaceLike } from './face-measure.ts';

type Point = [number, number, number];

/**
 * A 468-point mesh with only the eye landmarks placed: each eye 40 px wide, the lids `gap` px apart,
 * the right eye's outer corner at x = left and the left eye's outer corner at x = left + 100.
 */
function meshWithEyes(gap: number, left = 100, y = 200): Point[] {
  const mesh: Point[] = Array.from({ length: 468 }, () => [0, 0, 0]);
  const place = (outer: number, inner: number, upper: [number, number], lower: [number, number], x0: number, x1: number) => {
    mesh[outer] = [x0, y, 0];
    mesh[inner] = [x1, y, 0];
    const third = (x1 - x0) / 3;
    upper.forEach((index, i) => (mesh[index] = [x0 + third * (i + 1), y - gap / 2, 0]));
    lower.forEach((index, i) => (mesh[index] = [x0 + third * (i + 1), y + gap / 2, 0]));
  };
  place(33, 133, [160, 158], [144, 153], left, left + 40);
  place(263, 362, [387, 385], [373, 380], left + 100, left + 60);
  return mesh;
}

const face = (gap: number, box: FaceLike['box'] = [80, 120, 160, 200], rotation: FaceLike['rotation'] = { angle: { pitch: 0, yaw: 0 } }): FaceLike => ({
  box,
  mesh: meshWithEyes(gap, box[0] + 20),
  rotation,
});

describe('measureFaces', () => {
  it('gives the eye aspect ratio (lid gap over eye width) of open and shut eyes', () => {
    expect(measureFaces([face(12)], 640).face?.eyeOpenness).toBeCloseTo(0.3, 10);
    expect(measureFaces([face(2)], 640).face?.eyeOpenness).toBeCloseTo(0.05, 10);
  });

  it('gives the eye span as a fraction of the frame width', () => {
    expect(measureFaces([face(12)], 1000).face?.eyeSpan).toBeCloseTo(0.1, 10);
  });

  it('turns the head pose from radians into degrees', () => {
    const measured = measureFaces([face(12, undefined, { angle: { pitch: Math.PI / 36, yaw: -Math.PI / 6 } })], 640).face;
    expect(measured?.pitch).toBeCloseTo(5, 10);
    expect(measured?.yaw).toBeCloseTo(-30, 10);
  });

  it('leaves the pose out when the model gave none', () => {
    const measured = measureFaces([face(12, undefined, null)], 640).face;
    expect(measured).toBeDefined();
    expect(measured).not.toHaveProperty('pitch');
  });

  it('counts every face and measures the largest', () => {
    const small = face(2, [400, 100, 50, 60]);
    const large = face(12, [80, 120, 160, 200]);
    const measured = measureFaces([small, large], 640);
    expect(measured.faces).toBe(2);
    expect(measured.face?.eyeOpenness).toBeCloseTo(0.3, 10);
  });

  it('reports no face to judge when there is none or its mesh is incomplete', () => {
    expect(measureFaces([], 640)).toEqual({ faces: 0 });
    expect(measureFaces([{ box: [0, 0, 10, 10], mesh: [], rotation: null }], 640)).toEqual({ faces: 1 });
  });
});
