import type { UploadCaptureKind } from '@booth/shared';
import type { AiChoice } from '@/guest/booth/ai/ai-modes';

/** A picture the guest took, before it is submitted: the originals to upload and the composed preview. */
export interface CapturedMedia {
  /** Made by the browser once per capture, so that every upload retry names the same shoot. */
  id: string;
  kind: UploadCaptureKind;
  /** Still frames (JPEG) in capture order; empty for a video. */
  frames: Blob[];
  /** The recording of a video mode. */
  video: Blob | null;
  backgroundId: string | null;
  overlayId: string | null;
  /** The frames already show the chosen background (live replacement ran in the browser). */
  backgroundApplied: boolean;
  /** Faces the face detection counted, when it ran. */
  faceCount: number | null;
  /** An AI picture's filter and variant (modes `ai` and `aifilter`); absent or null for other modes. */
  ai?: AiChoice | null;
  /** What the guest is shown: the composed picture, or the recording itself for a video. */
  preview: { url: string; mimetype: string };
  /** Object URLs of the frames, for an animated preview. */
  frameUrls: string[];
}

/** Frees the object URLs of a capture that is no longer shown. */
export function releaseCapture(capture: CapturedMedia | null): void {
  if (!capture) return;
  for (const url of new Set([capture.preview.url, ...capture.frameUrls])) {
    if (url.startsWith('blob:')) URL.revokeObjectURL(url);
  }
}
