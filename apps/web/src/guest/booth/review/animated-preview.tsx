import { boomerangSequence } from '@booth/shared';
import { useEffect, useState } from 'react';

/**
 * A GIF or boomerang preview: the frames played at the mode's fps (a boomerang forward and back), the
 * overlay on top. Counts finished loops so the post-roll can start after N of them.
 */
export function AnimatedPreview(props: { frames: string[]; fps: number; bounce: boolean; overlaySrc: string | null; alt: string; onLoop: (loops: number) => void; className?: string; overlayClassName?: string }) {
  const { frames, fps, bounce, onLoop } = props;
  const [step, setStep] = useState(0);
  const order = bounce ? boomerangSequence(frames.length) : frames.map((_, index) => index);

  useEffect(() => {
    if (order.length < 2) return;
    const timer = window.setInterval(() => setStep((value) => value + 1), 1000 / Math.max(1, fps));
    return () => window.clearInterval(timer);
  }, [order.length, fps]);

  useEffect(() => {
    if (order.length > 0 && step > 0 && step % order.length === 0) onLoop(step / order.length);
  }, [step, order.length, onLoop]);

  const src = frames[order[step % Math.max(1, order.length)] ?? 0];
  return (
    <>
      {src ? <img className={props.className} src={src} alt={props.alt} data-testid="submit-preview" /> : null}
      {props.overlaySrc ? <img className={props.overlayClassName} src={props.overlaySrc} alt="" /> : null}
    </>
  );
}
