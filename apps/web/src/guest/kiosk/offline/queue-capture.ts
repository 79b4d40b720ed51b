import { micrositeUrl, type GuestFeedback, type Locale, type ShootUploaded } from '@booth/shared';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { shootFormData, withPersonMask, type UploadEdits } from '@/guest/booth/upload/upload-shoot';
import { enqueue, updateCapture } from './capture-queue';
import { feedbackField, type QueueDb, type QueuedCapture, type QueuedPart } from './queue-db';

const SLUG_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A microsite slug made on the device, in the server's own form (SHOOT_SLUG_PATTERN): 8 of 0-9a-z. */
export function deviceSlug(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // 252 is the largest multiple of 36 under 256: bytes above it are drawn again, so every character is equally likely.
  let slug = '';
  while (slug.length < 8) {
    for (const byte of random(new Uint8Array(16))) if (byte < 252 && slug.length < 8) slug += SLUG_ALPHABET[byte % 36];
  }
  return slug;
}

/** The multipart body as parts IndexedDB can keep (the files as Blobs, in order). */
export function formParts(form: FormData): QueuedPart[] {
  const parts: QueuedPart[] = [];
  form.forEach((value, name) => {
    parts.push(typeof value === 'string' ? { name, value } : { name, blob: value, filename: value.name || name });
  });
  return parts;
}

export interface QueueCaptureInput {
  db: QueueDb;
  eventSlug: string;
  sessionToken: string;
  locale: Locale;
  capture: CapturedMedia;
  feedback: GuestFeedback | null;
  edits?: UploadEdits;
  origin: string;
  now?: () => number;
}

/**
 * Writes the guest's picture to the device before anything is sent (issue 14: no picture may be
 * lost): the upload exactly as it will go, with the microsite slug fixed here, so the share screen
 * shows a QR code that works as soon as the picture has arrived. Answers what the share screen needs.
 */
export async function queueCapture(input: QueueCaptureInput): Promise<ShootUploaded> {
  const { capture, edits } = input;
  const sentEdits = edits && (await withPersonMask(edits));
  const form = shootFormData(capture, input.locale, input.feedback, sentEdits);
  const existing = await input.db.get('captures', capture.id);
  const slug = existing?.slug ?? deviceSlug();
  form.set('slug', slug);
  const at = (input.now ?? Date.now)();
  const item: QueuedCapture = {
    id: capture.id,
    eventSlug: input.eventSlug,
    sessionToken: input.sessionToken,
    slug,
    locale: input.locale,
    kind: capture.kind,
    parts: reorderTextFirst(formParts(form)),
    emails: [],
    uploadedAt: null,
    sentFeedback: null,
    capturedAt: at,
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    refused: false,
  };
  // Two writes of one capture (the upload step started again while the first was writing) each made a
  // slug: the QR code must show the one that is kept, the one the server will get.
  const kept = await enqueue(input.db, item);
  return { id: capture.id, slug: kept.slug, micrositeUrl: micrositeUrl(input.origin, kept.slug, kept.locale) };
}

/** `form.set` appends a new field at the end; the server wants every text field before the first file. */
function reorderTextFirst(parts: QueuedPart[]): QueuedPart[] {
  return [...parts.filter((part) => 'value' in part), ...parts.filter((part) => !('value' in part))];
}

/**
 * Answers given after the capture, merged into the queued upload's `feedback` field: sent with it when
 * it has not gone yet, else saved by the queue right after (nothing is lost offline, or when the upload
 * is on its way). False when the picture has left the queue already; the caller then saves them directly.
 */
export async function addQueuedFeedback(db: QueueDb, id: string, answers: GuestFeedback): Promise<boolean> {
  let merged = false;
  await updateCapture(db, id, (item) => {
    merged = true;
    const current = feedbackField(item.parts);
    const value = JSON.stringify({ ...(current ? (JSON.parse(current) as GuestFeedback) : {}), ...answers });
    const others = item.parts.filter((part) => !(part.name === 'feedback' && 'value' in part));
    return { ...item, parts: reorderTextFirst([...others, { name: 'feedback', value }]) };
  });
  return merged;
}
