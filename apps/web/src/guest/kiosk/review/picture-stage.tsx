import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { itemBox, type EditLayerAction, type EditLayerState, type Size } from './edit-layers';
import { drawEditLayer } from './layer-drawing';
import { composeStill, DISPLAY_MAX_SIDE, fitSize, type Recolouring } from './picture-compose';
import type { ReviewPicture } from './picture-sources';
import styles from './review-editor.module.css';
import { useStageGestures, type StageMode } from './use-stage-gestures';

export interface Playback {
  /** Frame indexes in playing order (a boomerang forward and back). */
  order: number[];
  fps: number;
}

/** Plays the frames in order at `fps`; a still stays on its one frame. */
function usePlayingFrame(playback: Playback): number {
  const [step, setStep] = useState(0);
  const { order, fps } = playback;
  useEffect(() => {
    if (order.length < 2) return undefined;
    const timer = window.setInterval(() => setStep((value) => value + 1), 1000 / Math.max(0.1, fps));
    return () => window.clearInterval(timer);
  }, [order.length, fps]);
  return order[step % Math.max(1, order.length)] ?? 0;
}

/**
 * The picture as the guest edits it: the composed (and recoloured) frames, playing for a GIF or
 * boomerang, and the edit layer above them, both drawn from the same sources the server renders
 * from. The layer canvas takes the touches.
 */
export function PictureStage(props: {
  picture: ReviewPicture;
  recolouring: Recolouring | null;
  playback: Playback;
  state: EditLayerState;
  dispatch: Dispatch<EditLayerAction>;
  mode: StageMode;
  brush: { color: string; width: number };
  stickers: ReadonlyMap<string, HTMLImageElement>;
  label: string;
}) {
  const { picture, recolouring, state, stickers } = props;
  const display = useMemo(() => fitSize(picture.size, DISPLAY_MAX_SIDE), [picture.size]);
  const baseRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLCanvasElement>(null);
  const frameIndex = usePlayingFrame(props.playback);
  const gestures = useStageGestures({ state, dispatch: props.dispatch, mode: props.mode, brush: props.brush });

  // Frames are composed when first shown and kept until the picture or its recolouring changes.
  const composed = useRef<{ for: [ReviewPicture, Recolouring | null, Size]; frames: Map<number, HTMLCanvasElement | null> } | null>(null);
  useEffect(() => {
    const context = baseRef.current?.getContext('2d');
    const frame = picture.frames[frameIndex];
    if (!context || !frame) return;
    const known = composed.current;
    const cache = known && known.for[0] === picture && known.for[1] === recolouring && known.for[2] === display ? known.frames : new Map<number, HTMLCanvasElement | null>();
    composed.current = { for: [picture, recolouring, display], frames: cache };
    if (!cache.has(frameIndex)) cache.set(frameIndex, composeStill({ frame, background: picture.background, overlay: picture.overlay }, display, recolouring));
    const still = cache.get(frameIndex);
    if (still) context.drawImage(still, 0, 0);
  }, [picture, recolouring, display, frameIndex]);

  useEffect(() => {
    const context = layerRef.current?.getContext('2d');
    if (!context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, display.width, display.height);
    context.setTransform(display.width / picture.size.width, 0, 0, display.height / picture.size.height, 0, 0);
    drawEditLayer(context, state.items, stickers);
  }, [state.items, stickers, display, picture.size]);

  const selected = state.items.find((item) => item.id === state.selectedId && item.type !== 'stroke');
  const box = selected && selected.type !== 'stroke' ? itemBox(selected) : null;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const aspect = picture.size.width / picture.size.height;

  return (
    <div className={styles.stageFrame}>
      <div className={styles.stage} style={{ aspectRatio: String(aspect), width: `min(100cqw, calc(100cqh * ${aspect}))` }}>
        <canvas ref={baseRef} className={styles.canvas} width={display.width} height={display.height} role="img" aria-label={props.label} />
        <canvas
          ref={layerRef}
          className={`${styles.canvas} ${styles.layer}`}
          width={display.width}
          height={display.height}
          data-testid="review-stage"
          data-mode={props.mode}
          {...gestures}
        />
        {box ? (
          <div
            className={styles.selection}
            style={{ left: percent(box.x, picture.size.width), top: percent(box.y, picture.size.height), width: percent(box.width, picture.size.width), height: percent(box.height, picture.size.height) }}
            data-testid="review-selection"
          />
        ) : null}
      </div>
    </div>
  );
}
