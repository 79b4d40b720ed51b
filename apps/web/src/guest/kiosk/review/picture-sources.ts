import type { GuestAsset } from '@booth/shared';
import { useEffect, useState } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { loadImage } from '@/guest/booth/capture/frame-geometry';
import type { Size } from './edit-layers';

/** The pictures the review screen is drawn from, loaded; `size` is the captured picture's pixel size. */
export interface ReviewPicture {
  size: Size;
  /** The frames in capture order: one for a photo or a photo layout. */
  frames: HTMLImageElement[];
  /** Drawn on top, never recoloured; null when the preview already shows it (photo layout). */
  overlay: HTMLImageElement | null;
  /** The green-screen background the server lays beneath a transparent frame, when the browser did not. */
  background: HTMLImageElement | null;
}

const isStill = (asset: GuestAsset | undefined) => !!asset && /^image\/(png|jpeg|gif|webp)$/.test(asset.mimetype);

/**
 * Where the review screen reads the capture from. A photo, GIF or boomerang is shown from its own
 * frames with the overlay drawn on top, as the server composes it, so that a filter recolours the
 * guest and not the organiser's overlay; a photo layout from its composed preview (frame included).
 * `owned` are object URLs made here, to be revoked.
 */
export function frameSources(capture: CapturedMedia): { urls: string[]; owned: string[] } {
  if (capture.kind === 'video') return { urls: [], owned: [] };
  if (capture.kind === 'photolayout') return { urls: [capture.preview.url], owned: [] };
  if (capture.kind !== 'photo' && capture.frameUrls.length > 0) return { urls: capture.frameUrls, owned: [] };
  const frames = capture.kind === 'photo' ? capture.frames.slice(0, 1) : capture.frames;
  if (frames.length === 0) return { urls: [capture.preview.url], owned: [] };
  const owned = frames.map((frame) => URL.createObjectURL(frame));
  return { urls: owned, owned };
}

/** Loads the capture's frames and the designs around them once per capture. */
export function useReviewPicture(capture: CapturedMedia, asset: (id: string | null) => GuestAsset | undefined): { picture: ReviewPicture | null; failed: boolean } {
  const [state, setState] = useState<{ picture: ReviewPicture | null; failed: boolean }>({ picture: null, failed: false });
  const overlay = capture.kind === 'photolayout' ? undefined : asset(capture.overlayId);
  const background = capture.backgroundApplied ? undefined : asset(capture.backgroundId);
  const overlaySrc = isStill(overlay) ? overlay?.src : undefined;
  const backgroundSrc = isStill(background) ? background?.src : undefined;

  useEffect(() => {
    let live = true;
    const { urls, owned } = frameSources(capture);
    if (urls.length === 0) return undefined;
    // A design that fails to load is left out, as the server leaves out one that is gone.
    const optional = (src: string | undefined) => (src ? loadImage(src).catch(() => null) : Promise.resolve(null));
    Promise.all([Promise.all(urls.map(loadImage)), optional(overlaySrc), optional(backgroundSrc)])
      .then(([frames, overlayImage, backgroundImage]) => {
        const first = frames[0];
        if (!live || !first) return;
        setState({ picture: { size: { width: first.naturalWidth, height: first.naturalHeight }, frames, overlay: overlayImage, background: backgroundImage }, failed: false });
      })
      .catch(() => live && setState({ picture: null, failed: true }));
    return () => {
      live = false;
      for (const url of owned) URL.revokeObjectURL(url);
    };
  }, [capture, overlaySrc, backgroundSrc]);

  return state;
}
