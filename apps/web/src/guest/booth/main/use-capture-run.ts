import type { CapturePlan } from '@booth/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recording } from '@/guest/booth/capture/video-recorder';

export type CapturePhase =
  | { name: 'idle' }
  | { name: 'preroll'; src: string }
  /** `shot` of `shots` countdowns (a photo layout counts down before each of its shots). */
  | { name: 'countdown'; shot: number; shots: number; frames: number }
  | { name: 'shooting'; taken: number; total: number }
  | { name: 'recording'; maxSeconds: number; stopwatch: boolean; startedAt: number }
  | { name: 'composing' };

export interface CaptureRunInput {
  plan: CapturePlan;
  preRollSrc: string | null;
  grab: () => Promise<Blob>;
  record: (maxSeconds: number) => Recording;
}

export type CaptureRunResult = { frames: Blob[]; video: Blob | null };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one capture: pre-roll video, countdown, then the frames `frameIntervalMs` apart (a photo layout
 * counts down before each shot) or the recording. The screen shows the phase; countdown and pre-roll
 * call `resume()` when they end.
 */
export function useCaptureRun() {
  const [phase, setPhase] = useState<CapturePhase>({ name: 'idle' });
  const resolver = useRef<(() => void) | null>(null);
  const recording = useRef<Recording | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      recording.current?.stop();
      resolver.current = null;
    };
  }, []);

  const waitIn = useCallback(
    (next: CapturePhase) =>
      new Promise<void>((resolve) => {
        resolver.current = resolve;
        setPhase(next);
      }),
    [],
  );

  const resume = useCallback(() => {
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.();
  }, []);

  const stopRecording = useCallback(() => recording.current?.stop(), []);

  /** Resolves with the capture, or null when the screen went away meanwhile. */
  const run = useCallback(
    async ({ plan, preRollSrc, grab, record }: CaptureRunInput): Promise<CaptureRunResult | null> => {
      try {
        if (preRollSrc) await waitIn({ name: 'preroll', src: preRollSrc });
        if (!alive.current) return null;
        if (plan.video) {
          await waitIn({ name: 'countdown', shot: 0, shots: 1, frames: 0 });
          if (!alive.current) return null;
          const current = record(plan.video.seconds);
          recording.current = current;
          setPhase({ name: 'recording', maxSeconds: plan.video.seconds, stopwatch: plan.video.mode === 'stopwatch', startedAt: Date.now() });
          const video = await current.done;
          recording.current = null;
          if (!alive.current) return null;
          setPhase({ name: 'composing' });
          return { frames: [], video };
        }
        const countdowns = plan.kind === 'photolayout' ? plan.frames : 1;
        const perCountdown = plan.kind === 'photolayout' ? 1 : plan.frames;
        const frames: Blob[] = [];
        for (let shot = 0; shot < countdowns; shot += 1) {
          await waitIn({ name: 'countdown', shot, shots: countdowns, frames: plan.frames });
          for (let index = 0; index < perCountdown; index += 1) {
            if (!alive.current) return null;
            if (index > 0) await sleep(plan.frameIntervalMs);
            setPhase({ name: 'shooting', taken: frames.length, total: plan.frames });
            frames.push(await grab());
          }
        }
        if (!alive.current) return null;
        setPhase({ name: 'composing' });
        return { frames, video: null };
      } finally {
        recording.current = null;
      }
    },
    [waitIn],
  );

  const reset = useCallback(() => setPhase({ name: 'idle' }), []);

  return { phase, run, resume, stopRecording, reset };
}
