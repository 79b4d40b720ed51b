import { landmarksFromMesh, mapLandmarks, type ArLandmarks } from '@booth/shared';
import { createHuman } from '@/guest/booth/ml/human-loader';

export type TrackerSource = HTMLVideoElement | HTMLCanvasElement;

/** Face landmarks for AR filters, from human's face mesh on the WASM backend (the face check's models). */
export interface FaceTracker {
  /**
   * The landmarks of the guest's face in `source`'s own pixels, or null when there is none. Live
   * frames reuse the face box of the frame before (the mesh follows the face on its own); a `still`
   * (a captured picture, maybe mirrored) is always searched afresh.
   */
  detect(source: TrackerSource, options?: { still?: boolean }): Promise<ArLandmarks | null>;
  dispose(): void;
}

/**
 * Frames are read at most this large on their long side. The detector looks at 256 px and the mesh
 * at 192 px of the face, so a larger frame only costs reading its pixels (measured in bench/ar-filter
 * preview), while a guest in front of a tablet stays well above the mesh's size.
 */
const DETECT_SIZE = 480;

const sizeOf = (source: TrackerSource) => (source instanceof HTMLVideoElement ? [source.videoWidth, source.videoHeight] : [source.width, source.height]) as [number, number];

/**
 * Draws `source` into `target` at the size the tracker reads frames (at most DETECT_SIZE on the long
 * side), so `detect(target)` reads it as it is; answers the scale from `source`'s pixels to `target`'s.
 */
export function drawForTracker(source: TrackerSource, target: HTMLCanvasElement): number {
  const [width, height] = sizeOf(source);
  const scale = Math.min(1, DETECT_SIZE / Math.max(width, height));
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  if (target.width !== w || target.height !== h) [target.width, target.height] = [w, h];
  const context = target.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.drawImage(source, 0, 0, w, h);
  return scale;
}

/**
 * human's frame-to-frame check: the detector is skipped while the picture changed by less than this
 * (mean squared difference per channel ÷ 255). A guest moving in front of the camera scores about 1;
 * at human's default of 0.7 the detector ran on a sixth of the frames of the bench's swaying face, at
 * 5 on one in a hundred (p95 frame time about a third lower). Skipping it is safe: the mesh follows
 * the face on its own box, and a face the mesh loses is searched again on the next frame.
 */
const CACHE_SENSITIVITY = 5;

/**
 * Loads the detector and the mesh (no iris, emotion or anything else) tuned for frame rate: the
 * detector runs once a second or after 30 frames, when the picture changed completely, or when the
 * mesh lost the face; in between only the mesh runs, on the box the last mesh gave.
 */
export async function loadFaceTracker(): Promise<FaceTracker> {
  const human = await createHuman({
    cacheSensitivity: CACHE_SENSITIVITY,
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 1, skipFrames: 30, skipTime: 1000, minConfidence: 0.3, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
    },
  });
  const work = document.createElement('canvas');
  let disposed = false;
  // human keeps one model state: calls take turns, so a still never runs inside a live frame's detection.
  let turn: Promise<unknown> = Promise.resolve();

  async function detectNow(source: TrackerSource, still: boolean): Promise<ArLandmarks | null> {
    const [width, height] = sizeOf(source);
    if (width === 0 || height === 0) return null;
    // A larger frame is read from a copy at the tracker's size.
    const scale = Math.max(width, height) > DETECT_SIZE ? drawForTracker(source, work) : 1;
    const input = scale < 1 ? work : source;
    const sensitivity = human.config.cacheSensitivity;
    // 0 turns human's frame-to-frame cache off: a still must not inherit the live picture's face box.
    if (still) human.config.cacheSensitivity = 0;
    try {
      const result = await human.detect(input);
      if (result.error) throw new Error(`Face detection failed: ${result.error}`);
      const face = [...result.face].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
      const landmarks = face ? landmarksFromMesh(face.mesh) : null;
      return landmarks && scale < 1 ? mapLandmarks(landmarks, { x: 0, y: 0 }, 1 / scale) : landmarks;
    } finally {
      human.config.cacheSensitivity = sensitivity;
    }
  }

  return {
    detect(source, options = {}) {
      if (disposed) return Promise.reject(new Error('The face tracker has been disposed'));
      const next = turn.then(() => detectNow(source, options.still === true));
      turn = next.catch(() => undefined);
      return next;
    },
    dispose() {
      // Human has no per-instance teardown; its models stay cached in the module for the next load.
      disposed = true;
      [work.width, work.height] = [0, 0];
    },
  };
}
