import type { FaceMeasurements } from './face-verdict.ts';

type Point = readonly [number, number, number?] | readonly number[];

/** The part of a face result of `@vladmandic/human` that the measurement reads (pixels, radians). */
export interface FaceLike {
  box: readonly [number, number, number, number];
  mesh: readonly Point[];
  rotation?: { angle: { pitch: number; yaw: number } } | null;
}

/**
 * Face-mesh landmarks (MediaPipe's 468-point topology, which human's mesh and iris models use) for
 * the eye aspect ratio of Soukupová & Čech: outer corner, two upper-lid points, inner corner, and
 * the two lower-lid points facing the upper ones.
 */
const RIGHT_EYE = { outer: 33, inner: 133, upper: [160, 158], lower: [144, 153] } as const;
const LEFT_EYE = { outer: 263, inner: 362, upper: [387, 385], lower: [373, 380] } as const;
const MESH_POINTS = 468;

function distance(a: Point, b: Point): number {
  return Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0));
}

function eyeAspectRatio(mesh: readonly Point[], eye: typeof RIGHT_EYE | typeof LEFT_EYE): number {
  const width = distance(mesh[eye.outer]!, mesh[eye.inner]!);
  if (width === 0) return 0;
  const gap = distance(mesh[eye.upper[0]]!, mesh[eye.lower[0]]!) + distance(mesh[eye.upper[1]]!, mesh[eye.lower[1]]!);
  return gap / (2 * width);
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Counts the faces and measures the largest one, which is the guest in front of the booth. */
export function measureFaces(faces: readonly FaceLike[], frameWidth: number): FaceMeasurements {
  const largest = [...faces].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  if (!largest || largest.mesh.length < MESH_POINTS || frameWidth <= 0) return { faces: faces.length };
  const { mesh, rotation } = largest;
  return {
    faces: faces.length,
    face: {
      eyeOpenness: (eyeAspectRatio(mesh, RIGHT_EYE) + eyeAspectRatio(mesh, LEFT_EYE)) / 2,
      eyeSpan: distance(mesh[RIGHT_EYE.outer]!, mesh[LEFT_EYE.outer]!) / frameWidth,
      ...(rotation ? { pitch: degrees(rotation.angle.pitch), yaw: degrees(rotation.angle.yaw) } : {}),
    },
  };
}
