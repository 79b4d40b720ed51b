import type { Shutter } from '@booth/shared';
import { useEffect, useState } from 'react';

export interface FaceState {
  /** The checker is running (loaded and checking the preview). */
  active: boolean;
  faces: number;
  valid: boolean;
}

// Often enough that the valid/invalid overlay follows the guest, rarely enough to leave the phone cool.
const CHECK_INTERVAL_MS = 350;

/**
 * Face detection (campaigns §3): checks the live preview a few times a second with the face checker
 * (eyes open, looking at the camera). Loaded only when the feature is on; when it cannot load the
 * booth works without it (never blocks the guest).
 */
export function useFaceCheck(face: Shutter['face'], source: () => HTMLCanvasElement | null, running: boolean): FaceState {
  const [state, setState] = useState<FaceState>({ active: false, faces: 0, valid: false });
  const enabled = face.enabled;

  useEffect(() => {
    if (!enabled || !running) return;
    let cancelled = false;
    let timer = 0;
    let dispose: (() => void) | null = null;
    void (async () => {
      try {
        const { loadFaceChecker } = await import('@/guest/booth/ml/face-checker');
        const checker = await loadFaceChecker(face);
        dispose = () => checker.dispose();
        if (cancelled) return dispose();
        const tick = async () => {
          const canvas = source();
          if (canvas && canvas.width > 0) {
            try {
              const result = await checker.check(canvas);
              if (!cancelled) setState({ active: true, faces: result.faces, valid: result.valid });
            } catch {
              // One failed check is skipped; the next one runs as usual.
            }
          }
          if (!cancelled) timer = window.setTimeout(() => void tick(), CHECK_INTERVAL_MS);
        };
        void tick();
      } catch {
        if (!cancelled) setState({ active: false, faces: 0, valid: false });
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      dispose?.();
    };
    // The face settings do not change during a visit; `source` reads a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, running]);

  return enabled && running ? state : { active: false, faces: 0, valid: false };
}
