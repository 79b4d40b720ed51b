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

  return {
    async check(source) {
      if (disposed) throw new Error('The face checker has been disposed');
      const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
      const result = await human.detect(source);
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
    },
  };
}
