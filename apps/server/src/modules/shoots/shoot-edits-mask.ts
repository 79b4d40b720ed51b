import { PERSON_MASK_MAX_BYTES, PERSON_MASK_MAX_DIMENSION, takesPersonMask, type ReviewEdits, type ShootUploadFields } from '@booth/shared';
import { buffer } from 'node:stream/consumers';
import { pipeline, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/errors.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import { SizeLimiter } from '@/platform/uploads/size-limiter.ts';
import { UploadRejected } from '@/platform/uploads/upload-rejected.ts';
import type { CaptureDeps } from './shoot-capture.ts';
import { assertEditPartAllowed, firstFrameSize, fitsPicture, PERSON_MASK_FIELD, refuseEdit } from './shoot-edits.ts';
import { shootFolder } from './shoot-files.ts';
import type { SizedFile, StoredFile } from './shoots.table.ts';
import { webpSize } from './webp-size.ts';

/*
 * The kiosk's person mask (the `personMask` file part): where the person is in the guest's opaque
 * still, found on the tablet by the selfie segmentation, so that the halo (campaigns §3 Image
 * processing) can glow around them. A grey or alpha PNG (or WebP), the person light, of the picture's
 * aspect and at most its size (the kiosk sends 512 px; the renderer scales it). It is small, so it is
 * read into memory whole and checked there.
 */

const MASK_TYPES: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp' };

const refuse = (issue: string) => refuseEdit(PERSON_MASK_FIELD, issue);

/** `shoots/{eventId}/{shootId}/input-mask-{attempt}.{ext}`: an input like the frames, never served, removed with the shoot's folder. */
export function personMaskKey(eventId: string, shootId: string, attempt: string, ext: string): string {
  return `${shootFolder(eventId, shootId)}input-mask-${attempt}.${ext}`;
}

/** The part's bytes, cut off past PERSON_MASK_MAX_BYTES while streaming (422, naming the field). */
async function readMask(stream: Readable): Promise<Buffer> {
  const limiter = new SizeLimiter(PERSON_MASK_MAX_BYTES, 'a person mask');
  pipeline(stream, limiter, () => undefined);
  try {
    return await buffer(limiter);
  } catch (error) {
    if (error instanceof UploadRejected && error.code === 'LIMIT_EXCEEDED') {
      throw new AppError('LIMIT_EXCEEDED', `${PERSON_MASK_FIELD}: ${error.message}`, [{ path: PERSON_MASK_FIELD, message: error.message }]);
    }
    throw error;
  }
}

/**
 * Stores the `personMask` part after checking that the campaign is a tablet booth's, that the `edits`
 * field announced it (`"personMask": true`) and that it is the only one, then by content (PNG or WebP,
 * sniffed, and decoded whole by sharp), size (PERSON_MASK_MAX_BYTES) and dimensions
 * (PERSON_MASK_MAX_DIMENSION a side). Whether it fits the picture is checked once the frames are in
 * (assertPersonMaskFits).
 */
export async function storePersonMask(
  deps: CaptureDeps,
  target: { event: EventRow; edits: ReviewEdits | null; shootId: string; attempt: string; stored: SizedFile | null },
  stream: Readable,
): Promise<SizedFile> {
  const { event } = target;
  await assertEditPartAllowed(target, stream, { field: PERSON_MASK_FIELD, announcedAs: 'personMask', noun: 'mask', what: 'person mask' });

  const data = await readMask(stream);
  const found = await fileTypeFromBuffer(data);
  const ext = found ? MASK_TYPES[found.mime] : undefined;
  if (!found || !ext) throw refuse(`expected a PNG or WebP image, got ${found ? `a ${found.ext.toUpperCase()} file` : 'an unknown file type'}`);
  let size: { width: number; height: number };
  try {
    // The image pipeline's header reader takes no WebP; its header is read here, as for a frame.
    const declared = found.mime === 'image/webp' ? webpSize(data) : await deps.media.probeImage(data);
    if (!declared) throw refuse('the WebP image could not be read');
    size = declared;
    if (size.width > PERSON_MASK_MAX_DIMENSION || size.height > PERSON_MASK_MAX_DIMENSION) {
      throw refuse(`${size.width}x${size.height} is larger than ${PERSON_MASK_MAX_DIMENSION} pixels on a side`);
    }
    await deps.media.assertDecodes(data, 'person mask');
  } catch (error) {
    if (error instanceof MediaError && error.status < 500) throw refuse(error.message);
    throw error;
  }
  const path = personMaskKey(event.id, target.shootId, target.attempt, ext);
  await deps.files.put(path, data, { contentType: found.mime, cacheControl: 'private, no-store' });
  return { width: size.width, height: size.height, file: { path, size: data.length, mimetype: found.mime } };
}

/**
 * The mask must mark the picture the halo is drawn on: a kind whose frames are processed apart (a
 * photo, GIF or boomerang; the mask of the first frame serves every frame), of the first frame's
 * aspect and not larger than it (the renderer scales it up to the frame, never down to a crop).
 */
export async function assertPersonMaskFits(deps: CaptureDeps, upload: ShootUploadFields, mask: SizedFile, frames: StoredFile[]): Promise<void> {
  if (!takesPersonMask(upload.kind)) throw refuse(`a ${upload.kind} takes no person mask: its frames get no halo`);
  const picture = await firstFrameSize(deps, frames);
  if (picture && !fitsPicture(mask, picture, true)) {
    throw refuse(`${mask.width}x${mask.height} does not fit the picture: expected ${picture.width}x${picture.height} (or that scaled down)`);
  }
}
