import type { ArLandmark, ArLandmarks, ArPoint } from './ar-landmarks.ts';
import type { ArFilterManifest, ArLayer, ArScaleReference } from './ar-manifest.ts';

/**
 * A 2D affine transform in the order of CanvasRenderingContext2D.setTransform(a, b, c, d, e, f): it
 * maps a pixel (x, y) of a layer's PNG to (a·x + c·y + e, b·x + d·y + f) in the frame.
 */
export interface ArMatrix {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** Where one layer goes: its matrix, and the same as the parts a person reads. */
export interface ArLayerPlacement {
  matrix: ArMatrix;
  /** The frame pixel the layer's pivot lands on. */
  position: ArPoint;
  /** Frame pixels per PNG pixel. */
  scale: number;
  /** Clockwise, in radians. */
  rotation: number;
  opacity: number;
}

/** The guest's face in the frame's picture, as the layers are placed on it. */
export interface ArFaceFrame {
  /** The landmarks where the picture shows them (mirrored when the picture is). */
  points: ArLandmarks;
  /** The head's roll: the angle of the line from the eye shown on the left to the one on the right, clockwise, in radians. */
  roll: number;
  references: Record<ArScaleReference, number>;
}

export interface ArFrameOptions {
  /**
   * The picture is shown mirrored (a front camera's preview) while the landmarks were found in the
   * camera's own picture: points are flipped to `width - x`. The layers are not flipped, so their
   * text reads the right way round in the mirrored picture, which is also the one that is captured.
   */
  mirrored: boolean;
  /** The frame's width in pixels, for the flip. */
  width: number;
}

const distance = (a: ArPoint, b: ArPoint) => Math.hypot(b.x - a.x, b.y - a.y);

/** The face as the frame shows it: mirrored points, roll and the reference distances. */
export function arFaceFrame(landmarks: ArLandmarks, options: ArFrameOptions): ArFaceFrame {
  const points = {} as ArLandmarks;
  for (const [name, point] of Object.entries(landmarks) as Array<[ArLandmark, ArPoint]>) {
    points[name] = options.mirrored ? { x: options.width - point.x, y: point.y } : { x: point.x, y: point.y };
  }
  // Facing the camera, the guest's right eye is on the picture's left; in a mirror it is on the right.
  const [from, to] = options.mirrored ? [points.leftEye, points.rightEye] : [points.rightEye, points.leftEye];
  return {
    points,
    roll: Math.atan2(to.y - from.y, to.x - from.x),
    references: {
      eyeDistance: distance(points.leftEye, points.rightEye),
      faceWidth: distance(points.leftEar, points.rightEar),
      faceHeight: distance(points.forehead, points.chin),
    },
  };
}

function mean(points: readonly ArPoint[]): ArPoint {
  let x = 0;
  let y = 0;
  for (const point of points) {
    x += point.x;
    y += point.y;
  }
  return { x: x / points.length, y: y / points.length };
}

const DEGREES = Math.PI / 180;

/**
 * Places one layer: the PNG's pivot on the anchor (moved by the offset, which turns with the head),
 * sized so that `scale.pixels` of the PNG span the reference distance, turned by the head's roll
 * (when it follows it) plus its own rotation.
 */
export function placeArLayer(layer: ArLayer, face: ArFaceFrame): ArLayerPlacement {
  const reference = face.references[layer.scale.reference];
  const scale = reference / layer.scale.pixels;
  const roll = layer.followRoll ? face.roll : 0;
  const rotation = roll + layer.rotation * DEGREES;
  const anchor = mean(layer.anchor.map((name) => face.points[name]));
  const [ox, oy] = [layer.offset.x * reference, layer.offset.y * reference];
  const position = {
    x: anchor.x + ox * Math.cos(roll) - oy * Math.sin(roll),
    y: anchor.y + ox * Math.sin(roll) + oy * Math.cos(roll),
  };
  const [cos, sin] = [Math.cos(rotation) * scale, Math.sin(rotation) * scale];
  const matrix = {
    a: cos,
    b: sin,
    c: -sin,
    d: cos,
    e: position.x - (cos * layer.pivot.x - sin * layer.pivot.y),
    f: position.y - (sin * layer.pivot.x + cos * layer.pivot.y),
  };
  return { matrix, position, scale, rotation, opacity: layer.opacity };
}

/** Every layer of the filter placed on the face, in drawing order (the first is drawn first, under the others). */
export function placeArFilter(manifest: ArFilterManifest, landmarks: ArLandmarks, options: ArFrameOptions): ArLayerPlacement[] {
  const face = arFaceFrame(landmarks, options);
  return manifest.layers.map((layer) => placeArLayer(layer, face));
}

/** Where a matrix takes a point: for tests and for hit checks. */
export function applyArMatrix(matrix: ArMatrix, point: ArPoint): ArPoint {
  return { x: matrix.a * point.x + matrix.c * point.y + matrix.e, y: matrix.b * point.x + matrix.d * point.y + matrix.f };
}
