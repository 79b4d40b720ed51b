import type { RefObject } from 'react';
import type { LoadedArFilter } from './ar-filter-loader';
import type { ArFilterLayerHandle } from './ar-filter-layer';
import { bakeArFilterIntoJpeg, drawOnJpeg } from './bake-ar-filter';
import type { FaceTracker } from './face-tracker';

export interface ArCaptureOptions {
  /** The guest's chosen filter; null for none. */
  filter: LoadedArFilter | null;
  tracker: FaceTracker | null;
  /** The capture mode's `applyArFilterAfterCapturing`. */
  afterCapture: boolean;
  /** The live ArFilterLayer (not shown when the filter comes after capturing). */
  layer: RefObject<Pick<ArFilterLayerHandle, 'drawInto'> | null>;
}

/**
 * The AR filter's part of taking a still (MainScreen's `processFrame`, before any rotation): the
 * filter as the live layer shows it drawn into the frame, or — after capturing — searched for and
 * drawn on the frame itself. Undefined when there is nothing to add.
 */
export function arFrameProcessor({ filter, tracker, afterCapture, layer }: ArCaptureOptions): ((frame: Blob) => Promise<Blob>) | undefined {
  if (!filter) return undefined;
  if (afterCapture) return tracker ? (frame) => bakeArFilterIntoJpeg(frame, filter, tracker) : undefined;
  return (frame) => drawOnJpeg(frame, (canvas) => {
    const context = canvas.getContext('2d');
    return context ? (layer.current?.drawInto(context) ?? false) : false;
  });
}
