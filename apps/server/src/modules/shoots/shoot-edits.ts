import {
  gifSpeedOffered,
  guestAdjustmentKeys,
  guestFilterChoices,
  hasLayerTools,
  reviewEditsSchema,
  type FieldIssue,
  type ReviewEdits,
  type ReviewScreen,
  type ShootUploadFields,
} from '@booth/shared';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { Invalid } from '@/errors.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import { parseAspect, type Aspect } from '@/platform/media/shoot-canvas.ts';
import { SNIFF_BYTES } from '@/platform/uploads/detect-type.ts';
import { discard } from '@/platform/uploads/upload-parts.ts';
import { peekStream } from '@/platform/uploads/peek-stream.ts';
import { storeCapturePart, type CaptureDeps } from './shoot-capture.ts';
import { shootFolder } from './shoot-files.ts';
import type { ShootEdits, SizedFile, StoredFile } from './shoots.table.ts';

/*
 * The kiosk review screen's edits on a guest upload (tablet booth only): the `edits` field (JSON of
 * reviewEditsSchema) and the `editLayer` file part, a transparent PNG of the guest's drawings, emoji,
 * stickers and text at the picture's size. Checked here, stored with the shoot's input, rendered by
 * shoot-render (the original rendition stays as taken). The kiosk's person mask for the halo
 * (`personMask`) is checked in shoot-edits-mask.ts.
 */

export const EDITS_FIELD = 'edits';
export const EDIT_LAYER_FIELD = 'editLayer';
export const PERSON_MASK_FIELD = 'personMask';

/** A refusal naming the field (`path`) it is about. */
const refuse = (path: string, issue: string, message = `${path}: ${issue}`) => new Invalid(message, [{ path, message: issue }]);
export { refuse as refuseEdit };

export const ONLY_KIOSK = 'only a tablet booth (boothType ipad) sends review edits';

/** The review screen only a tablet booth has; a virtual booth offers no edits (campaigns §2). */
function assertKiosk(event: EventRow, field: string): void {
  if (event.boothType !== 'ipad') throw refuse(field, ONLY_KIOSK);
}

/** The `edits` field: JSON of the review edits; absent is none. */
export function parseEditsField(event: EventRow, text: string | undefined): ReviewEdits | null {
  if (text === undefined) return null;
  assertKiosk(event, EDITS_FIELD);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(EDITS_FIELD, 'not valid JSON');
  }
  const parsed = reviewEditsSchema.safeParse(json);
  if (!parsed.success) {
    const fields: FieldIssue[] = parsed.error.issues.map((issue) => ({ path: [EDITS_FIELD, ...issue.path.map(String)].join('.'), message: issue.message }));
    throw new Invalid(`Invalid upload: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`, fields);
  }
  return parsed.data;
}

/**
 * What an edit file part (the edit layer, the person mask) needs before its bytes are read: a tablet
 * booth's campaign, an announcement in the `edits` field and no earlier part of its kind. A refused
 * part is drained first, so the rest of the multipart body can still be read and answered.
 */
export async function assertEditPartAllowed(
  target: { event: EventRow; edits: ReviewEdits | null; stored: SizedFile | null },
  stream: Readable,
  part: { field: string; announcedAs: 'layer' | 'personMask'; noun: string; what: string },
): Promise<void> {
  const issue =
    target.event.boothType !== 'ipad'
      ? ONLY_KIOSK
      : !target.edits?.[part.announcedAs]
        ? `announce the ${part.noun} with "${part.announcedAs}": true in the ${EDITS_FIELD} field`
        : target.stored
          ? `only one ${part.what} per picture`
          : null;
  if (issue === null) return;
  await discard(stream);
  throw refuse(part.field, issue);
}

/** `shoots/{eventId}/{shootId}/input-layer-{attempt}.png`: an input, so never served as it is. */
export function editLayerKey(eventId: string, shootId: string, attempt: string): string {
  return `${shootFolder(eventId, shootId)}input-layer-${attempt}.png`;
}

/**
 * Stores the `editLayer` part after checking it by content (a PNG, sniffed), size and dimensions (as
 * a frame: 15 MB, 8192 px a side) and that it decodes whole and has an alpha channel (a layer without
 * transparency would hide the picture).
 */
export async function storeEditLayer(
  deps: CaptureDeps,
  target: { event: EventRow; edits: ReviewEdits | null; shootId: string; attempt: string; stored: SizedFile | null },
  stream: Readable,
): Promise<SizedFile> {
  const { event } = target;
  await assertEditPartAllowed(target, stream, { field: EDIT_LAYER_FIELD, announcedAs: 'layer', noun: 'layer', what: 'edit layer' });

  const peeked = await peekStream(stream, SNIFF_BYTES);
  const found = await fileTypeFromBuffer(peeked.head);
  if (found?.mime !== 'image/png') {
    await discard(peeked.stream);
    throw refuse(EDIT_LAYER_FIELD, `expected a PNG image with transparency, got ${found ? `a ${found.ext.toUpperCase()} file` : 'an unknown file type'}`);
  }
  const file = await storeCapturePart(deps, { path: EDIT_LAYER_FIELD, captureClass: 'frame', keyFor: () => editLayerKey(event.id, target.shootId, target.attempt) }, peeked.stream);
  try {
    const data = await buffer((await deps.files.get(file.path)).stream);
    const info = await deps.media.probeImage(data);
    if (!info.hasAlpha) throw refuse(EDIT_LAYER_FIELD, 'the PNG has no transparency (alpha channel)');
    await deps.media.assertDecodes(data, 'edit layer');
    return { width: info.width, height: info.height, file };
  } catch (error) {
    await deps.files.delete(file.path).catch(() => undefined);
    if (error instanceof MediaError && error.status < 500) throw refuse(EDIT_LAYER_FIELD, error.message);
    throw error;
  }
}

/** The review screen a campaign's uploads are held to: its own on a tablet booth. */
export function reviewScreenFor(event: EventRow): ReviewScreen {
  return settingsOf(event).screens.review;
}

/**
 * The edits must be ones the campaign's review screen offers for this capture (campaigns §3, §4): a
 * filter among the guest's choices (or the organiser's preset), a GIF speed only where the option
 * shows, only the sliders marked available, a layer only where drawing tools are on.
 */
export function assertEditsOffered(event: EventRow, upload: ShootUploadFields, edits: ReviewEdits): void {
  const settings = settingsOf(event);
  const review = reviewScreenFor(event);
  const capture = { kind: upload.kind, backgroundId: upload.backgroundId ?? null, backgroundApplied: upload.backgroundApplied ?? false };
  if (edits.filterId !== null) {
    const offered = review.filterType === 'preset' ? review.filterEnabled && review.presetFilterId === edits.filterId : guestFilterChoices(review, capture).some((choice) => choice.id === edits.filterId);
    if (!offered) throw refuse(`${EDITS_FIELD}.filterId`, 'not a filter this campaign offers for this picture');
  }
  if (edits.gifSpeed !== 1 && !gifSpeedOffered(review, settings.shutter, upload.kind)) {
    throw refuse(`${EDITS_FIELD}.gifSpeed`, 'the GIF speed is offered only for GIFs, with the option and the GIF feature on');
  }
  const sliders = guestAdjustmentKeys(settings.shutter.imageProcessing, review, capture);
  for (const key of Object.keys(edits.adjustments) as Array<keyof ReviewEdits['adjustments']>) {
    if (!sliders.includes(key)) throw refuse(`${EDITS_FIELD}.adjustments.${key}`, 'not a slider this campaign offers');
  }
  if (edits.layer && !hasLayerTools(review, upload.kind)) {
    throw refuse(EDIT_LAYER_FIELD, upload.kind === 'video' ? 'a video takes no edit layer' : "the campaign's review screen offers no drawing tools");
  }
}

/** Whether `layer` is `picture` or the picture scaled down, to within a pixel of rounding. */
export function fitsPicture(layer: SizedFile, picture: { width: number; height: number }, bounded: boolean): boolean {
  const skew = Math.abs(layer.width * picture.height - layer.height * picture.width);
  return skew <= Math.max(picture.width, picture.height) && (!bounded || (layer.width <= picture.width && layer.height <= picture.height));
}

/**
 * The layer must cover the picture the guest edited: the first frame (photo, GIF, boomerang) at its
 * size or scaled down (the server lays it on like the frame, so it lines up whatever the crop); a
 * photo layout's layout, which is its frame design (`layoutSize`) or, without one, the campaign's
 * dimension.
 */
export async function assertLayerFits(deps: CaptureDeps, event: EventRow, upload: ShootUploadFields, layer: SizedFile, frames: StoredFile[], layoutSize: { width: number; height: number } | null): Promise<void> {
  let picture: { width: number; height: number };
  let bounded = true;
  if (upload.kind === 'photolayout') {
    const aspect: Aspect = parseAspect(event.dimension);
    picture = layoutSize ?? aspect;
    bounded = layoutSize !== null;
  } else {
    const first = await firstFrameSize(deps, frames);
    if (!first) return;
    picture = first;
  }
  if (!fitsPicture(layer, picture, bounded)) {
    const expected = bounded ? `${picture.width}x${picture.height} (or that scaled down)` : `the aspect ${event.dimension}`;
    throw refuse(EDIT_LAYER_FIELD, `${layer.width}x${layer.height} does not fit the picture: expected ${expected}`);
  }
}

/** The pixel size of the capture's first frame (photo, GIF, boomerang), which the edits were made on. */
export async function firstFrameSize(deps: CaptureDeps, frames: StoredFile[]): Promise<{ width: number; height: number } | null> {
  const first = frames[0];
  return first ? deps.media.probeImage(await buffer((await deps.files.get(first.path)).stream)) : null;
}

/** What the shoot keeps: the edits, its layer file and the person mask, if one came. */
export function shootEdits(edits: ReviewEdits, layer: SizedFile | null, personMask: SizedFile | null = null): ShootEdits {
  return { meta: { ...edits, layer: layer !== null }, layer, ...(personMask ? { personMask } : {}) };
}
