import type { Rect, UploadCaptureKind } from '@booth/shared';
import type { AiChoice } from '@/guest/booth/ai/ai-modes';
// A pure helper without organiser-app dependencies, so the guest bundle may share it.
import { randomId } from '@/lib/random-id';
import type { CapturedMedia } from './captured-media';
import { composeLayout, composeWithOverlay } from './compose-preview';
import { loadImage } from './frame-geometry';

export interface BuildCaptureInput {
  kind: UploadCaptureKind;
  frames: Blob[];
  video: Blob | null;
  backgroundId: string | null;
  overlayId: string | null;
  /** Where the overlay picture is loaded from. */
  overlaySrc: string | null;
  /** The photo areas of the chosen frame (photo layout). */
  photoAreas: Rect[];
  backgroundApplied: boolean;
  faceCount: number | null;
  /** The AI filter the guest chose (AI modes only). */
  ai?: AiChoice | null;
}

async function overlayImage(src: string | null): Promise<HTMLImageElement | null> {
  if (!src) return null;
  try {
    return await loadImage(src);
  } catch {
    // The preview then shows the picture without its overlay; the server still lays it on.
    return null;
  }
}

/**
 * A capture ready for "Submit Picture?": the original frames or recording (what is uploaded) and the
 * preview the browser composes — the overlay on the picture, the shots in the frame's photo areas, or
 * the recording itself. It gets its shoot id here, once.
 */
export async function buildCapture(input: BuildCaptureInput): Promise<CapturedMedia> {
  const base = {
    id: randomId(),
    kind: input.kind,
    frames: input.frames,
    video: input.video,
    backgroundId: input.backgroundId,
    overlayId: input.overlayId,
    backgroundApplied: input.backgroundApplied,
    faceCount: input.faceCount,
    ai: input.ai ?? null,
  };
  if (input.video) {
    return { ...base, preview: { url: URL.createObjectURL(input.video), mimetype: input.video.type || 'video/webm' }, frameUrls: [] };
  }
  const first = input.frames[0];
  if (!first) throw new Error('Nothing was captured');
  const overlay = await overlayImage(input.overlaySrc);
  const composed =
    input.kind === 'photolayout'
      ? await composeLayout(input.frames, overlay ? { image: overlay, areas: input.photoAreas } : null)
      : await composeWithOverlay(first, overlay);
  const frameUrls = input.kind === 'gif' || input.kind === 'boomerang' ? input.frames.map((frame) => URL.createObjectURL(frame)) : [];
  return { ...base, preview: { url: URL.createObjectURL(composed), mimetype: composed.type || 'image/jpeg' }, frameUrls };
}
