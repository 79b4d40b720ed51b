import type { FaceFeature } from '@booth/shared';

/** What the face model saw in one frame, reduced to the numbers the face-detection rules need. */
export interface FaceMeasurements {
  /** Faces found in the frame. */
  faces: number;
  /** The face that is judged (the largest); absent when there is none or its mesh is missing. */
  face?: {
    /** Eye aspect ratio of both eyes, averaged: lid gap over eye width, about 0 when shut. */
    eyeOpenness: number;
    /** Distance between the outer eye corners as a fraction of the frame width. */
    eyeSpan: number;
    /** Head pitch and yaw in degrees, 0 facing the camera; absent when the mesh gave no pose. */
    pitch?: number;
    yaw?: number;
  };
}

/** Carried from one frame to the next: the smoothed openness and whether the eyes count as open. */
export interface FaceVerdictState {
  eyeOpenness: number;
  eyesOpen: boolean;
}

export type FaceVerdictReason = 'ok' | 'no-face' | 'too-far' | 'looking-away' | 'eyes-closed';

export interface FaceVerdict {
  valid: boolean;
  reason: FaceVerdictReason;
  /** Pass back as `previous` with the next frame; undefined once the face is gone, so a new one starts afresh. */
  state: FaceVerdictState | undefined;
}

export type FaceVerdictSettings = Pick<FaceFeature, 'eye' | 'gaze'>;

/**
 * The face-detection rule of campaigns §3 for one frame.
 * - Eyes: the openness is smoothed exponentially when `eye.smooth` is on (new = factor·measured +
 *   (1 − factor)·previous), and judged with hysteresis: below `closeThreshold` the eyes close, above
 *   `openThreshold` they open, in between they stay as they were — so a blink is caught without the
 *   verdict flickering on noise. A first sight in between counts as open: only a drop below the close
 *   threshold is evidence of shut eyes.
 * - `eye.spanThreshold`: a face whose eyes span less than this fraction of the frame is too small for
 *   the eye landmarks to mean anything, so it is not valid (and its eyes are not measured).
 * - Gaze: the head's pitch and yaw must lie within ± the tolerances in degrees.
 */
export function faceVerdict(
  measurements: FaceMeasurements,
  settings: FaceVerdictSettings,
  previous?: FaceVerdictState,
): FaceVerdict {
  const face = measurements.face;
  if (measurements.faces < 1 || !face) return { valid: false, reason: 'no-face', state: undefined };
  const { eye, gaze } = settings;

  if (face.eyeSpan < eye.spanThreshold) return { valid: false, reason: 'too-far', state: previous };

  const eyeOpenness =
    eye.smooth && previous
      ? eye.smoothingFactor * face.eyeOpenness + (1 - eye.smoothingFactor) * previous.eyeOpenness
      : face.eyeOpenness;
  const wasOpen = previous?.eyesOpen ?? true;
  const eyesOpen = eyeOpenness < eye.closeThreshold ? false : eyeOpenness > eye.openThreshold ? true : wasOpen;
  const state = { eyeOpenness, eyesOpen };

  const facingCamera =
    face.pitch !== undefined &&
    face.yaw !== undefined &&
    Math.abs(face.pitch) <= gaze.pitch &&
    Math.abs(face.yaw) <= gaze.yaw;
  if (!facingCamera) return { valid: false, reason: 'looking-away', state };
  if (!eyesOpen) return { valid: false, reason: 'eyes-closed', state };
  return { valid: true, reason: 'ok', state };
}
