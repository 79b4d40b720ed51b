/** A point in pixels of the frame it was found in (x to the right, y down). */
export interface ArPoint {
  x: number;
  y: number;
}

/**
 * The face points an AR layer can be anchored to (docs/ar-filters.md). Left and right are the
 * guest's own: `leftEye` is the guest's left eye, which an unmirrored camera picture shows on the right.
 */
export const arLandmarks = [
  'leftEye',
  'rightEye',
  'betweenEyes',
  'noseTip',
  'upperLip',
  'mouthCenter',
  'chin',
  'forehead',
  'leftEar',
  'rightEar',
  'leftCheek',
  'rightCheek',
] as const;
export type ArLandmark = (typeof arLandmarks)[number];

export type ArLandmarks = Record<ArLandmark, ArPoint>;

/**
 * Indices into the face mesh (MediaPipe's 468-point topology, which human's mesh model returns).
 * A landmark made of several points is their mean: an eye's centre is the mean of its two corners
 * and the middle of both lids, so it stays put when the eye blinks less than a corner would.
 */
export const AR_LANDMARK_MESH_INDICES: Readonly<Record<ArLandmark, readonly number[]>> = {
  leftEye: [263, 362, 386, 374],
  rightEye: [33, 133, 159, 145],
  betweenEyes: [168],
  noseTip: [1],
  upperLip: [0],
  mouthCenter: [13, 14],
  chin: [152],
  forehead: [10],
  // The face outline where it meets the ears (the mesh has no ears): at the height of the eyes' corners.
  leftEar: [454],
  rightEar: [234],
  leftCheek: [425],
  rightCheek: [205],
};

/** The mesh's size without the iris refinement (which appends 10 points after these). */
export const FACE_MESH_POINTS = 468;

type MeshPoint = readonly (number | undefined)[];

/** The named landmarks of one face mesh, or null when the mesh is incomplete (no face, or a detector-only result). */
export function landmarksFromMesh(mesh: readonly MeshPoint[]): ArLandmarks | null {
  if (mesh.length < FACE_MESH_POINTS) return null;
  const named = {} as ArLandmarks;
  for (const name of arLandmarks) {
    const indices = AR_LANDMARK_MESH_INDICES[name];
    let x = 0;
    let y = 0;
    for (const index of indices) {
      const point = mesh[index] as MeshPoint;
      x += point[0] ?? 0;
      y += point[1] ?? 0;
    }
    named[name] = { x: x / indices.length, y: y / indices.length };
  }
  return named;
}

/** Landmarks moved into another frame: `(point - origin) * scale`, e.g. from the camera's pixels into a crop of it. */
export function mapLandmarks(landmarks: ArLandmarks, origin: ArPoint, scale: number): ArLandmarks {
  const mapped = {} as ArLandmarks;
  for (const name of arLandmarks) {
    const point = landmarks[name];
    mapped[name] = { x: (point.x - origin.x) * scale, y: (point.y - origin.y) * scale };
  }
  return mapped;
}
