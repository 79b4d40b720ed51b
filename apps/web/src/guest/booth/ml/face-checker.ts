import type { Shutter } from '@booth/shared';
import { measureFaces } from './face-measure.ts';
import { faceVerdict, type FaceVerdictState } from './face-verdict.ts';
import { createHuman } from './human-loader.ts';

/** The face-detection feature (campaigns §3) on the live preview. */
export interface FaceChecker {
  /** Faces in the frame, and whether the guest's face passes the eye and gaze rules right now. */
  check(source: HTMLVideoElement | HTMLCanvasElement): Promise<{ faces: number; valid: boolean }>;
  dispose(): void;
}

/** Counted for the shoot's face count; each face costs a mesh and an iris pass, so there is a cap. */
const MAX_FACES = 10;
/**
 * Frames are checked at most this wide or high: the detector sees 256 px and the mesh 192 px, so a
 * larger frame only costs reading time, while a face a guest stands in front of stays big enough.
 */
const CHECK_SIZE = 640;

/** `source` itself when small enough, else a copy scaled down to CHECK_SIZE on its long side. */
function checkFrame(source: HTMLVideoElement | HTMLCanvasElement, work: HTMLCanvasElement): HTMLVideoElement | HTMLCanvasElement {
  const [width, height] = source instanceof HTMLVideoElement ? [source.videoWidth, source.videoHeight] : [source.width, source.height];
  const scale = CHECK_SIZE / Math.max(width, height);
  if (!(scale < 1)) return source;
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  if (work.width !== w || work.height !== h) [work.width, work.height] = [w, h];
  const ctx = work.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas');
  ctx.drawImage(source, 0, 0, w, h);
  return work;
}

/**
 * Loads human's BlazeFace detector, face mesh and iris models (about 5 MB) on the WASM backend. The
 * iris model refines the eyelid landmarks, which the eye aspect ratio is measured on. State between
 * calls (the smoothed eye openness) lives in the checker, so use one checker per preview.
 */
export async function loadFaceChecker(face: Shutter['face']): Promise<FaceChecker> {
  const human = await createHuman({
    // The face box is found again when a third of the picture changed (someone steps in or out) or
    // after the detector's own frame/time limit; the mesh and iris run on every check, so a blink is
    // never answered from the cache.
    cacheSensitivity: 0.3,
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: MAX_FACES, return: false },
      mesh: { enabled: true },
      iris: { enabled: true },
    },
  });
  let previous: FaceVerdictState | undefined;
  let disposed = false;
  const work = document.createElement('canvas');

  return {
    async check(source) {
      if (disposed) throw new Error('The face checker has been disposed');
      const frame = checkFrame(source, work);
      const width = frame instanceof HTMLVideoElement ? frame.videoWidth : frame.width;
      const result = await human.detect(frame);
      if (result.error) throw new Error(`Face detection failed: ${result.error}`);
      const measurements = measureFaces(result.face, width);
      const verdict = faceVerdict(measurements, face, previous);
      previous = verdict.state;
      return { faces: measurements.faces, valid: verdict.valid };
    },
    dispose() {
      // Human has no per-instance teardown; its models stay cached in the module for the next load.
      disposed = true;
      previous = undefined;
      [work.width, work.height] = [0, 0];
    },
  };
}
