import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import type { Segmenter } from '@/guest/booth/ml/segmenter';
import { makePersonMask, type PersonMaskImage } from './make-person-mask';

export type MaskSegmenter = Pick<Segmenter, 'cutout' | 'dispose'>;

/**
 * How long an upload waits at most for a mask still in the making. It is made while the guest looks at
 * the review (a fraction of a second), so this only counts when the model was still loading at the
 * capture; then the picture goes without a halo rather than keep the guest waiting.
 */
export const PERSON_MASK_UPLOAD_WAIT_MS = 1500;

/** The on-device segmenter, a chunk of its own (with human and its model), fetched only when a halo needs it. */
export async function loadSegmenterChunk(): Promise<MaskSegmenter> {
  const { loadSegmenter } = await import('@/guest/booth/ml/segmenter');
  return loadSegmenter();
}

/**
 * Makes the person mask of each capture once, right after the capture: it is ready while the guest
 * looks at the review (whose preview draws the halo with it) and costs the guest no wait at approve.
 * The model is loaded once for the kiosk and kept. Nothing here ever fails a guest: a model that does
 * not load, a segmentation that throws, a mask that comes too late all mean no mask, and no halo.
 */
export class PersonMaskMaker {
  private segmenter: Promise<MaskSegmenter> | null = null;
  private job: { captureId: string; made: Promise<PersonMaskImage | null> } | null = null;

  constructor(
    private readonly load: () => Promise<MaskSegmenter> = loadSegmenterChunk,
    private readonly uploadWaitMs = PERSON_MASK_UPLOAD_WAIT_MS,
  ) {}

  private loaded(): Promise<MaskSegmenter> {
    if (!this.segmenter) {
      const loading = this.load();
      this.segmenter = loading;
      // A model that did not load (the venue's Wi-Fi) is tried again at the next capture.
      loading.catch(() => {
        if (this.segmenter === loading) this.segmenter = null;
      });
    }
    return this.segmenter;
  }

  /** Loads the model before the first capture, so that no guest waits for its download. */
  preload(): void {
    this.loaded().catch(() => undefined);
  }

  /** The mask of the capture's first still (made once per capture); null when there is none. */
  maskOf(capture: CapturedMedia): Promise<PersonMaskImage | null> {
    if (this.job?.captureId !== capture.id) {
      const still = capture.frames[0];
      const made = still ? this.loaded().then((segmenter) => makePersonMask(still, segmenter)) : Promise.resolve(null);
      this.job = { captureId: capture.id, made: made.catch(() => null) };
    }
    return this.job.made;
  }

  /** The mask's PNG for the upload: as soon as it is made, but never later than `uploadWaitMs` from now; null without one. */
  async pngFor(capture: CapturedMedia): Promise<Blob | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.uploadWaitMs);
    });
    try {
      return (await Promise.race([this.maskOf(capture), late]))?.png ?? null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Frees the model (the kiosk closes); a later capture loads it again. */
  release(): void {
    const loading = this.segmenter;
    this.segmenter = null;
    this.job = null;
    loading?.then(
      (segmenter) => segmenter.dispose(),
      () => undefined,
    );
  }
}
