import { sessionHeader, GuestApiError } from '@/guest/shared/guest-api';
import { isMultiFrameKind, shootUploadedSchema, type GuestFeedback, type Locale, type ReviewEdits, type ShootUploaded } from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { NetworkError, xhrTransport, type UploadTransport } from './upload-transport';

export type UploadState =
  | { state: 'uploading'; percent: number }
  /** A try failed for the network or the server; the next starts after `inMs`. */
  | { state: 'retrying'; attempt: number; inMs: number }
  /** The server's storage is full (507 STORAGE_FULL): the picture is kept here and sent again after `inMs`. */
  | { state: 'storageFull'; inMs: number };

/** Every try failed on the network or with a server error; the guest may start over with the same id. */
export class UploadFailedError extends Error {}

/** Waits between tries: 1 s, 3 s, 8 s — four tries in all, about 12 s for Wi-Fi to come back. */
export const UPLOAD_RETRY_DELAYS_MS = [1_000, 3_000, 8_000];

/**
 * Wait between tries while the server's storage is full. Making room takes an operator minutes, not
 * seconds, so these tries do not count against the ones above: the picture is sent again for as long
 * as the screen is open (the guest may still retake it).
 */
export const STORAGE_FULL_RETRY_MS = 30_000;

/** The kiosk review screen's edits (tablet booth only): the edits and the edit layer PNG, if any. */
export interface UploadEdits {
  meta: ReviewEdits;
  layer: Blob | null;
  /**
   * Where the person is, for the halo (kiosk/person-mask): a grey PNG, or how to get it, asked once as
   * the upload starts (it may still be in the making; its maker bounds the wait). Absent or null: none.
   */
  personMask?: Blob | null | (() => Promise<Blob | null>);
}

/** The edits as one upload sends them: the person mask at hand. */
export type SentEdits = Omit<UploadEdits, 'personMask'> & { personMask?: Blob | null };

/** The person mask, once it is there; a mask that cannot be had leaves the picture without a halo, never fails it. */
export async function withPersonMask(edits: UploadEdits): Promise<SentEdits> {
  const { personMask } = edits;
  return { ...edits, personMask: typeof personMask === 'function' ? await personMask().catch(() => null) : (personMask ?? null) };
}

export interface UploadShootOptions {
  slug: string;
  token: string;
  locale: Locale;
  capture: CapturedMedia;
  /** Answers given before the capture. */
  feedback: GuestFeedback | null;
  /** Only a kiosk sends them; the server refuses them for a virtual booth. */
  edits?: UploadEdits;
  onState: (state: UploadState) => void;
  transport?: UploadTransport;
  retryDelaysMs?: readonly number[];
  storageFullRetryMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

function extensionOf(type: string): string {
  if (type.includes('mp4')) return 'mp4';
  if (type.includes('webm')) return 'webm';
  if (type.includes('png')) return 'png';
  return 'jpg';
}

/**
 * The multipart body of POST /events/{slug}/shoots: the text fields first, so the server knows the
 * shoot before the files stream in (an AI picture names its filter in `aiFilterId` and `aiVariant`),
 * then `file` (photo, AI picture, video) or the `frames` in capture order, and
 * last a kiosk's edit layer (`editLayer`, announced by `layer` in the `edits` field) and person mask
 * (`personMask`, announced by `personMask`).
 */
export function shootFormData(capture: CapturedMedia, locale: Locale, feedback: GuestFeedback | null, edits?: SentEdits): FormData {
  const form = new FormData();
  form.append('id', capture.id);
  form.append('kind', capture.kind);
  if (capture.backgroundId) form.append('backgroundId', capture.backgroundId);
  if (capture.overlayId) form.append('overlayId', capture.overlayId);
  if (capture.backgroundApplied) form.append('backgroundApplied', 'true');
  if (capture.faceCount !== null) form.append('faceCount', String(capture.faceCount));
  if (capture.ai) {
    form.append('aiFilterId', capture.ai.filterId);
    if (capture.ai.variant) form.append('aiVariant', capture.ai.variant);
  }
  form.append('locale', locale);
  if (feedback && Object.keys(feedback).length > 0) form.append('feedback', JSON.stringify(feedback));
  // `personMask` is named only when a mask goes along (undefined drops out of the JSON).
  if (edits) form.append('edits', JSON.stringify({ ...edits.meta, layer: edits.layer !== null, personMask: edits.personMask ? true : undefined }));
  if (capture.video) {
    form.append('file', capture.video, `video.${extensionOf(capture.video.type)}`);
  } else if (!isMultiFrameKind(capture.kind)) {
    // A photo and an AI picture are one still.
    const [frame] = capture.frames;
    if (frame) form.append('file', frame, `photo.${extensionOf(frame.type)}`);
  } else {
    capture.frames.forEach((frame, index) => form.append('frames', frame, `frame-${index + 1}.${extensionOf(frame.type)}`));
  }
  if (edits?.layer) form.append('editLayer', edits.layer, 'edit-layer.png');
  if (edits?.personMask) form.append('personMask', edits.personMask, 'person-mask.png');
  return form;
}

function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

const STORAGE_FULL_STATUS = 507;

/**
 * Uploads a capture, retrying network errors and server errors with backoff. Every try sends the same
 * shoot id, so a try whose answer was lost never makes a second shoot. A full storage on the server
 * (507) is waited out, trying again every STORAGE_FULL_RETRY_MS. A refusal (4xx) is not retried: it
 * throws GuestApiError with the server's message.
 */
export async function uploadShoot(options: UploadShootOptions): Promise<ShootUploaded> {
  const { slug, token, locale, capture, feedback, onState } = options;
  const transport = options.transport ?? xhrTransport;
  const delays = options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS;
  const storageFullMs = options.storageFullRetryMs ?? STORAGE_FULL_RETRY_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const url = `/api/events/${encodeURIComponent(slug)}/shoots`;
  // Once for every try: each sends the same edits.
  const edits = options.edits && (await withPersonMask(options.edits));

  for (let attempt = 0; ; ) {
    onState({ state: 'uploading', percent: 0 });
    let failure: string;
    try {
      const response = await transport({
        url,
        body: shootFormData(capture, locale, feedback, edits),
        headers: sessionHeader(token),
        onProgress: (fraction) => onState({ state: 'uploading', percent: Math.min(100, Math.round(fraction * 100)) }),
      });
      if (response.status >= 200 && response.status < 300) return shootUploadedSchema.parse(response.body);
      if (response.status === STORAGE_FULL_STATUS) {
        onState({ state: 'storageFull', inMs: storageFullMs });
        await sleep(storageFullMs);
        continue;
      }
      const body = (response.body ?? {}) as { code?: string; message?: string; fields?: Record<string, string> };
      const refusal = new GuestApiError(response.status, body.code ?? 'ERROR', body.message ?? `HTTP ${response.status}`, body.fields);
      if (!isRetryable(response.status)) throw refusal;
      failure = refusal.message;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      failure = error.message;
    }
    const delay = delays[attempt];
    if (delay === undefined) throw new UploadFailedError(failure);
    attempt += 1;
    onState({ state: 'retrying', attempt, inMs: delay });
    await sleep(delay);
  }
}
