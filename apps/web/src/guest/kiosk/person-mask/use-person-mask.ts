import { personMaskWanted, uploadCaptureKinds, type Shutter } from '@booth/shared';
import { useEffect, useMemo, useState } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import type { PersonMaskImage } from './make-person-mask';
import { PersonMaskMaker, type MaskSegmenter } from './person-mask-maker';

export interface PersonMaskState {
  /** The mask of the capture for the review's halo, once made; null before, and without one. */
  mask: PersonMaskImage | null;
  /**
   * For the upload (`UploadEdits.personMask`): asked once as the upload starts, it answers the mask's
   * PNG, or null. Null when the capture wants no mask.
   */
  forUpload: (() => Promise<Blob | null>) | null;
}

/** Whether any capture mode switched on gets a halo that needs the person found. */
function anyModeWantsMask(shutter: Shutter): boolean {
  return uploadCaptureKinds.some((kind) => shutter[kind].enabled && personMaskWanted(shutter.imageProcessing, kind));
}

/**
 * The kiosk's person masks (see PersonMaskMaker): the model is loaded as soon as the campaign has a
 * halo to draw (the kiosk waits for guests meanwhile), each capture's mask is made when it arrives,
 * only where the capture's frames get the halo (personMaskWanted).
 */
export function usePersonMask(shutter: Shutter, capture: CapturedMedia | null, load?: () => Promise<MaskSegmenter>): PersonMaskState {
  const [maker] = useState(() => new PersonMaskMaker(load));
  const anyWanted = anyModeWantsMask(shutter);
  const wanted = !!capture && personMaskWanted(shutter.imageProcessing, capture.kind);

  useEffect(() => {
    if (!anyWanted) return undefined;
    maker.preload();
    return () => maker.release();
  }, [maker, anyWanted]);

  const [made, setMade] = useState<{ captureId: string; mask: PersonMaskImage | null } | null>(null);
  useEffect(() => {
    if (!capture || !wanted) return undefined;
    let live = true;
    void maker.maskOf(capture).then((mask) => {
      if (live) setMade({ captureId: capture.id, mask });
    });
    return () => {
      live = false;
    };
  }, [maker, capture, wanted]);

  // One function per capture: the upload screen restarts its upload when its edits change.
  const forUpload = useMemo(() => (capture && wanted ? () => maker.pngFor(capture) : null), [maker, capture, wanted]);
  return { mask: capture && made?.captureId === capture.id ? made.mask : null, forUpload };
}
