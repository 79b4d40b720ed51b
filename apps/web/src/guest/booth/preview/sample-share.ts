import { dimensionRatio, type EventVirtualDto, type GuestAsset, type ShootUploaded } from '@booth/shared';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { drawCover, loadImage } from '@/guest/booth/capture/frame-geometry';
import { SAMPLE_PHOTO } from './sample-picture';

export interface SharePreviewPicture {
  url: string;
  mimetype: string;
}

const PLAIN_SAMPLE: SharePreviewPicture = { url: SAMPLE_PHOTO, mimetype: 'image/svg+xml' };
const LONG_SIDE = 800;

/** The overlay a guest starts with (asset-choice.ts: the first of the photo mode), when it is a still picture. */
export function startingOverlay(event: EventVirtualDto, asset: (id: string | null | undefined) => GuestAsset | undefined): GuestAsset | null {
  const overlay = asset(event.shutter.photo.overlays[0]);
  return overlay && overlay.mimetype.startsWith('image/') ? overlay : null;
}

/**
 * The share screen's picture in the preview: the sample photo in the campaign's format with the
 * overlay a guest starts with drawn over it, as the booth composes a real capture, so the preview
 * shows what a guest will take home. The plain sample until it is drawn or when there is no overlay.
 */
export function useSharePreview(event: EventVirtualDto, overlay: GuestAsset | null): SharePreviewPicture {
  const ratio = dimensionRatio(event.dimension);
  const overlaySrc = overlay?.src ?? null;
  const key = `${overlaySrc}|${ratio}`;
  // The drawing and what it was drawn for: a stale drawing (another overlay or format) is not shown.
  const [drawn, setDrawn] = useState<{ key: string; picture: SharePreviewPicture } | null>(null);
  useEffect(() => {
    if (!overlaySrc) return;
    let current = true;
    void Promise.all([loadImage(SAMPLE_PHOTO), loadImage(overlaySrc)])
      .then(([photo, frame]) => {
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(ratio >= 1 ? LONG_SIDE : LONG_SIDE * ratio);
        canvas.height = Math.round(ratio >= 1 ? LONG_SIDE / ratio : LONG_SIDE);
        const context = canvas.getContext('2d');
        if (!context) return;
        drawCover(context, photo, 0, 0, canvas.width, canvas.height);
        context.drawImage(frame, 0, 0, canvas.width, canvas.height);
        if (current) setDrawn({ key, picture: { url: canvas.toDataURL('image/jpeg', 0.9), mimetype: 'image/jpeg' } });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [overlaySrc, ratio, key]);
  return overlaySrc && drawn?.key === key ? drawn.picture : PLAIN_SAMPLE;
}

/** A sample picture's share screen: a dummy microsite address for the QR code, nothing on the server. */
export const SAMPLE_SHOOT: ShootUploaded = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'preview',
  micrositeUrl: 'https://example.com/p/preview',
};

/** Buttons and links look as they do for a guest but do nothing: the preview is a picture of the booth. */
export function swallow(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}
