import { haloVisible, processPicture, type HaloSettings, type ImageOpsValues } from '@booth/shared';
import { useEffect, useRef, type RefObject } from 'react';
import type { Segmenter } from '@/guest/booth/ml/segmenter';
import { segmentPerson } from '@/guest/kiosk/person-mask/segment-person';

/** What the live preview applies: the same shared operations the server applies to the picture. */
export interface PreviewProcessing {
  values: Partial<ImageOpsValues>;
  /** Soft skin (virtual settings `beautification`). */
  beautify?: boolean;
  /** Drawn around the person found by `segmenter`; without one there is no halo (see halo.ts). */
  halo?: HaloSettings | null;
}

export interface PreviewOptions {
  /** The preview's longer side in pixels: the operations cost per pixel, so a preview stays small. */
  maxSide?: number;
  /** Draw the camera mirrored, as the booth shows a front camera. */
  mirror?: boolean;
  /** On-device selfie segmentation (booth/ml/segmenter), for the halo's person mask. */
  segmenter?: Segmenter | null;
}

export interface PreviewStats {
  /** Frames drawn so far. */
  frames: number;
  /** How long the last frame took from grab to paint, in ms (the segmentation included). */
  lastFrameMs: number;
  /** Why the last frame failed (a camera that stopped, a canvas the browser refuses to read), if it did. */
  error?: string;
}

export const PREVIEW_MAX_SIDE = 480;

/** The preview's size: the camera's aspect, its longer side at most `maxSide`, never larger than the camera. */
export function previewSize(videoWidth: number, videoHeight: number, maxSide = PREVIEW_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(videoWidth, videoHeight));
  return { width: Math.max(1, Math.round(videoWidth * scale)), height: Math.max(1, Math.round(videoHeight * scale)) };
}

/**
 * Renders `video` into `canvas` through the shared image operations, once per animation frame, at
 * preview resolution. A frame still in work when the next is due is skipped, not queued: a slow
 * tablet shows fewer frames, never older ones. The processing is read from a ref at each frame, so a
 * slider moves the picture without restarting the loop. Answers live statistics (a ref, no renders).
 */
export function useProcessedPreview(
  video: HTMLVideoElement | null,
  canvas: HTMLCanvasElement | null,
  processing: PreviewProcessing,
  options: PreviewOptions = {},
): RefObject<PreviewStats> {
  const stats = useRef<PreviewStats>({ frames: 0, lastFrameMs: 0 });
  const latest = useRef({ processing, options });
  useEffect(() => {
    latest.current = { processing, options };
  });

  useEffect(() => {
    if (!video || !canvas) return;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    let handle = 0;
    let busy = false;
    let stopped = false;

    async function render(target: CanvasRenderingContext2D, source: HTMLVideoElement, surface: HTMLCanvasElement) {
      const started = performance.now();
      const { processing: current, options: settings } = latest.current;
      const { width, height } = previewSize(source.videoWidth, source.videoHeight, settings.maxSide);
      if (surface.width !== width || surface.height !== height) [surface.width, surface.height] = [width, height];
      target.save();
      if (settings.mirror) target.setTransform(-1, 0, 0, 1, width, 0);
      target.drawImage(source, 0, 0, width, height);
      target.restore();
      const frame = target.getImageData(0, 0, width, height);
      const halo = current.halo && haloVisible(current.halo) ? current.halo : null;
      const mask = halo && settings.segmenter ? await segmentPerson(settings.segmenter, surface, width, height).catch(() => null) : null;
      if (stopped) return;
      // Halo lengths are in pixels of the captured picture, which has the camera's resolution.
      processPicture(frame.data, width, height, { values: current.values, beautify: current.beautify, halo, mask, haloScale: width / source.videoWidth });
      target.putImageData(frame, 0, 0);
      stats.current = { frames: stats.current.frames + 1, lastFrameMs: performance.now() - started };
    }

    const tick = () => {
      if (stopped) return;
      handle = requestAnimationFrame(tick);
      if (busy || video.readyState < 2 || !video.videoWidth || !video.videoHeight) return;
      busy = true;
      render(context, video, canvas)
        .catch((error: unknown) => {
          stats.current = { ...stats.current, error: error instanceof Error ? error.message : String(error) };
        })
        .finally(() => {
          busy = false;
        });
    };
    handle = requestAnimationFrame(tick);
    return () => {
      stopped = true;
      cancelAnimationFrame(handle);
    };
  }, [video, canvas]);

  return stats;
}
