import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Statistics count up over this long (platform §9 "Media count animation 1000"). */
export const COUNT_UP_MS = 1000;

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(callback);
    return () => window.cancelAnimationFrame(id);
  }
  const id = window.setTimeout(callback, 16);
  return () => window.clearTimeout(id);
};

/**
 * A number that counts from 0 up to `target` over `durationMs` and then stays exactly on it. With
 * prefers-reduced-motion the target shows at once.
 */
export function useCountUp(target: number, durationMs = COUNT_UP_MS): number {
  const reduced = useReducedMotion();
  const still = reduced || target === 0;
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (still) return undefined;
    const start = performance.now();
    let cancel = () => {};
    // performance.now(), not the frame's timestamp: some environments stamp frames from another origin.
    const step = () => {
      const time = performance.now();
      const progress = Math.min(1, Math.max(0, (time - start) / durationMs));
      setValue(progress >= 1 ? target : Math.round(target * easeOut(progress)));
      if (progress < 1) cancel = nextFrame(step);
    };
    cancel = nextFrame(step);
    return () => cancel();
  }, [target, durationMs, still]);
  return still ? target : value;
}
