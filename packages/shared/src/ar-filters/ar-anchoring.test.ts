import { describe, expect, it } from 'vitest';
import { applyArMatrix, arFaceFrame, placeArFilter, placeArLayer } from './ar-anchoring.ts';
import { arLandmarks, landmarksFromMesh, mapLandmarks, type ArLandmarks, type ArPoint } from './ar-landmarks.ts';
import { arLayerSchema, type ArLayer } from './ar-manifest.ts';

/**
 * A face in an unmirrored camera picture: the guest's right eye on the picture's left at (400, 300),
 * the left eye at (500, 300) — 100 px apart — turned by `degrees` (clockwise) about the middle between them.
 */
function face(degrees = 0): ArLandmarks {
  const centre = { x: 450, y: 300 };
  const spots: Record<string, ArPoint> = {
    rightEye: { x: -50, y: 0 },
    leftEye: { x: 50, y: 0 },
    betweenEyes: { x: 0, y: 0 },
    noseTip: { x: 0, y: 60 },
    upperLip: { x: 0, y: 90 },
    mouthCenter: { x: 0, y: 100 },
    chin: { x: 0, y: 160 },
    forehead: { x: 0, y: -80 },
    rightEar: { x: -90, y: 10 },
    leftEar: { x: 90, y: 10 },
    rightCheek: { x: -55, y: 70 },
    leftCheek: { x: 55, y: 70 },
  };
  const angle = (degrees * Math.PI) / 180;
  const landmarks = {} as ArLandmarks;
  for (const name of arLandmarks) {
    const spot = spots[name] as ArPoint;
    landmarks[name] = {
      x: centre.x + spot.x * Math.cos(angle) - spot.y * Math.sin(angle),
      y: centre.y + spot.x * Math.sin(angle) + spot.y * Math.cos(angle),
    };
  }
  return landmarks;
}

const layer = (fields: Partial<Record<keyof ArLayer, unknown>> = {}): ArLayer =>
  arLayerSchema.parse({ file: 'glasses.png', anchor: 'betweenEyes', pivot: { x: 300, y: 100 }, scale: { pixels: 200 }, ...fields });

const unmirrored = { mirrored: false, width: 1000 };
const degreesOf = (radians: number) => (radians * 180) / Math.PI;

describe('the face frame', () => {
  it('measures level eyes as no roll, and the reference distances', () => {
    const frame = arFaceFrame(face(), unmirrored);
    expect(frame.roll).toBeCloseTo(0);
    expect(frame.references.eyeDistance).toBeCloseTo(100);
    expect(frame.references.faceWidth).toBeCloseTo(180);
    expect(frame.references.faceHeight).toBeCloseTo(240);
  });

  it('measures a tilted head as its roll, clockwise positive', () => {
    expect(degreesOf(arFaceFrame(face(20), unmirrored).roll)).toBeCloseTo(20);
    expect(degreesOf(arFaceFrame(face(-35), unmirrored).roll)).toBeCloseTo(-35);
  });

  it('mirrors the points and the roll, and keeps level eyes level', () => {
    const frame = arFaceFrame(face(20), { mirrored: true, width: 1000 });
    expect(frame.points.betweenEyes.x).toBeCloseTo(1000 - 450);
    expect(frame.points.leftEye.x).toBeLessThan(frame.points.rightEye.x);
    expect(degreesOf(frame.roll)).toBeCloseTo(-20);
    expect(arFaceFrame(face(), { mirrored: true, width: 1000 }).roll).toBeCloseTo(0);
  });
});

describe('placing a layer', () => {
  it('puts the pivot on the anchor, scaled from the eye distance', () => {
    const placed = placeArLayer(layer(), arFaceFrame(face(), unmirrored));
    expect(placed.scale).toBeCloseTo(100 / 200);
    expect(placed.rotation).toBeCloseTo(0);
    const pivot = applyArMatrix(placed.matrix, { x: 300, y: 100 });
    expect(pivot.x).toBeCloseTo(450);
    expect(pivot.y).toBeCloseTo(300);
    // The PNG's top-left corner is half the pivot's distance away at scale 0.5.
    const corner = applyArMatrix(placed.matrix, { x: 0, y: 0 });
    expect(corner.x).toBeCloseTo(450 - 150);
    expect(corner.y).toBeCloseTo(300 - 50);
  });

  it("turns with the head: the PNG's horizontal runs along the eyes", () => {
    const placed = placeArLayer(layer(), arFaceFrame(face(30), unmirrored));
    expect(degreesOf(placed.rotation)).toBeCloseTo(30);
    const left = applyArMatrix(placed.matrix, { x: 100, y: 100 });
    const right = applyArMatrix(placed.matrix, { x: 500, y: 100 });
    expect(degreesOf(Math.atan2(right.y - left.y, right.x - left.x))).toBeCloseTo(30);
    expect(Math.hypot(right.x - left.x, right.y - left.y)).toBeCloseTo(400 * 0.5);
  });

  it('stays upright when it does not follow the roll, and adds its own rotation', () => {
    const frame = arFaceFrame(face(30), unmirrored);
    expect(placeArLayer(layer({ followRoll: false }), frame).rotation).toBeCloseTo(0);
    expect(degreesOf(placeArLayer(layer({ rotation: -10 }), frame).rotation)).toBeCloseTo(20);
  });

  it('sizes by the face width or height when the layer says so', () => {
    const frame = arFaceFrame(face(), unmirrored);
    expect(placeArLayer(layer({ scale: { reference: 'faceWidth', pixels: 360 } }), frame).scale).toBeCloseTo(0.5);
    expect(placeArLayer(layer({ scale: { reference: 'faceHeight', pixels: 120 } }), frame).scale).toBeCloseTo(2);
  });

  it('shifts by the offset in reference distances, turned with the head', () => {
    const level = placeArLayer(layer({ anchor: 'forehead', offset: { x: 0, y: -0.5 } }), arFaceFrame(face(), unmirrored));
    expect(level.position.x).toBeCloseTo(450);
    expect(level.position.y).toBeCloseTo(300 - 80 - 50);
    // Turned 90°: "up the face" now points to the picture's right.
    const turned = placeArLayer(layer({ anchor: 'betweenEyes', offset: { x: 0, y: -1 } }), arFaceFrame(face(90), unmirrored));
    expect(turned.position.x).toBeCloseTo(450 + 100);
    expect(turned.position.y).toBeCloseTo(300);
  });

  it('averages several anchors', () => {
    const placed = placeArLayer(layer({ anchor: ['leftEye', 'rightEye', 'chin'] }), arFaceFrame(face(), unmirrored));
    expect(placed.position.x).toBeCloseTo(450);
    expect(placed.position.y).toBeCloseTo((300 + 300 + 460) / 3);
  });

  it('in a mirrored picture: the anchor is mirrored, the layer is not flipped', () => {
    const placed = placeArLayer(layer({ anchor: 'leftEar' }), arFaceFrame(face(), { mirrored: true, width: 1000 }));
    // The guest's left ear (picture right at x 540) is shown on the left in the mirror.
    expect(placed.position.x).toBeCloseTo(1000 - 540);
    const { a, b, c, d } = placed.matrix;
    expect(a * d - b * c).toBeGreaterThan(0);
    const left = applyArMatrix(placed.matrix, { x: 0, y: 100 });
    const right = applyArMatrix(placed.matrix, { x: 600, y: 100 });
    expect(right.x).toBeGreaterThan(left.x);
  });

  it('places every layer of a filter in order, with its opacity', () => {
    const manifest = {
      version: 1 as const,
      layers: [layer({ opacity: 0.5 }), layer({ file: 'hat.png', anchor: 'forehead' })],
    };
    const placed = placeArFilter(manifest, face(), unmirrored);
    expect(placed.map((item) => item.opacity)).toEqual([0.5, 1]);
    expect(placed[1]?.position.y).toBeCloseTo(220);
  });
});

describe('landmarks from the face mesh', () => {
  it('averages the mesh points of each landmark, and refuses an incomplete mesh', () => {
    const mesh = Array.from({ length: 468 }, (_, index) => [index, 2 * index, 0]);
    const named = landmarksFromMesh(mesh);
    expect(named?.noseTip).toEqual({ x: 1, y: 2 });
    expect(named?.leftEye).toEqual({ x: (263 + 362 + 386 + 374) / 4, y: (263 + 362 + 386 + 374) / 2 });
    expect(named?.mouthCenter).toEqual({ x: 13.5, y: 27 });
    expect(landmarksFromMesh(mesh.slice(0, 6))).toBeNull();
  });

  it('maps landmarks into a crop, scaled', () => {
    const mapped = mapLandmarks(face(), { x: 100, y: 50 }, 2);
    expect(mapped.betweenEyes).toEqual({ x: 700, y: 500 });
  });
});
