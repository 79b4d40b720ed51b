import {
  guestFeedbackSchema,
  isMultiFrameKind,
  SHOOT_FRAMES_MAX,
  shootKindOfCapture,
  shootUploadFieldsSchema,
  type FieldIssue,
  type GuestFeedback,
  type ReviewEdits,
  type ShootUploadFields,
} from '@booth/shared';
import { buffer } from 'node:stream/consumers';
import { Conflict, Invalid } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { withConsentEvidence } from '@/modules/contacts/consent-evidence.ts';
import { newSlug } from '@/modules/events/event-slug.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { isUniqueViolation } from '@/platform/db/errors.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import { MediaError } from '@/platform/media/media-error.ts';
import { discard, type UploadPart } from '@/platform/uploads/upload-parts.ts';
import { boothEventBySlug, guestSessionOf } from './guest-access.ts';
import { storeCapturePart, type CaptureDeps } from './shoot-capture.ts';
import { assertPersonMaskFits, storePersonMask } from './shoot-edits-mask.ts';
import { assertEditsOffered, assertLayerFits, EDIT_LAYER_FIELD, EDITS_FIELD, parseEditsField, PERSON_MASK_FIELD, shootEdits, storeEditLayer } from './shoot-edits.ts';
import { findLayoutFrameSize } from './shoot-edits.repo.ts';
import { shootInputKey, uploadAttemptTag } from './shoot-files.ts';
import { contactOf } from './shoot-feedback.ts';
import { countNewPicture, findShootById, insertShoot, touchVbSession } from './shoots.repo.ts';
import { aiChoiceOf } from './shoot-ai-upload.ts';
import type { ShootAiChoice, ShootEdits, ShootRow, SizedFile, StoredFile } from './shoots.table.ts';

export interface ShootUploadDeps extends CaptureDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  log: Logger;
  /** The live feeds: moderation shows a new picture while it is processed. */
  bus: MessageBus;
}

export interface ShootUploadRequest {
  slug: string;
  /** The X-Booth-Session header. */
  sessionToken: string | undefined;
  /** The guest's browser, recorded as the feedback's `agent`. */
  agent: string | undefined;
  /** The signed-in session the booth page sent along: a draft takes its organiser's pictures, as test pictures. */
  auth: AuthContext | null;
  /** The X-Booth-Test header (a draft's test link). */
  testToken?: string;
  parts: AsyncIterable<UploadPart>;
}

export interface ShootUploadResult {
  shoot: ShootRow;
  /** False when the id named a shoot this event already has (a retried upload). */
  created: boolean;
}

const AGENT_MAX = 500;

function invalidFields(prefix: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Invalid {
  const fields: FieldIssue[] = issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body', message: issue.message }));
  return new Invalid(`Invalid upload: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`, fields);
}

function parseFields(fields: Record<string, string>): ShootUploadFields {
  const parsed = shootUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw invalidFields('', parsed.error.issues);
  return { ...parsed.data, id: parsed.data.id.toLowerCase() };
}

function parseFeedback(text: string | undefined): GuestFeedback {
  if (text === undefined || text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Invalid('Invalid upload: feedback: not valid JSON', [{ path: 'feedback', message: 'not valid JSON' }]);
  }
  const parsed = guestFeedbackSchema.safeParse(json);
  if (!parsed.success) throw invalidFields('feedback', parsed.error.issues);
  return parsed.data;
}

/** The capture mode must be switched on, and the chosen designs must be among that mode's (campaigns §3). */
function assertModeAllows(event: EventRow, upload: ShootUploadFields): void {
  const shutter = settingsOf(event).shutter;
  const mode = shutter[upload.kind];
  // When AI pictures cannot run (budget or credits spent), the AI modes turn into the plain photo mode,
  // so an AI campaign takes photos even with its own photo mode switched off: the booth never closes.
  const photoStandsInForAi = upload.kind === 'photo' && (shutter.ai.enabled || shutter.aifilter.enabled);
  if (!mode.enabled && !photoStandsInForAi) {
    throw new Invalid(`The capture mode ${upload.kind} is not enabled for this campaign`, [{ path: 'kind', message: 'not enabled' }]);
  }
  if (upload.backgroundId && !mode.backgrounds.includes(upload.backgroundId)) {
    throw new Invalid(`backgroundId: not one of the backgrounds of ${upload.kind}`, [{ path: 'backgroundId', message: 'not a background of this mode' }]);
  }
  if (upload.overlayId && !mode.overlays.includes(upload.overlayId)) {
    throw new Invalid(`overlayId: not one of the overlays of ${upload.kind}`, [{ path: 'overlayId', message: 'not an overlay of this mode' }]);
  }
}

/**
 * A frame is decoded whole before the upload is acknowledged, as the asset upload does: a truncated or
 * corrupt image is refused now, naming its field, instead of failing later in processing after the
 * guest was told it worked. (The header checks while streaming only read its size.)
 */
async function assertFrameDecodes(deps: ShootUploadDeps, file: StoredFile, path: string): Promise<void> {
  const data = await buffer((await deps.files.get(file.path)).stream);
  try {
    await deps.media.assertDecodes(data, 'image');
  } catch (error) {
    if (error instanceof MediaError && error.status < 500) throw refusePart(`${path}: ${error.message}`, path, error.message);
    throw error;
  }
}

/** The files that come with the edits: the edit layer and the person mask. */
interface EditFiles {
  layer: SizedFile | null;
  personMask: SizedFile | null;
}

/** The edits the campaign offers for this capture, with the layer and mask they announce, fitting the picture. */
async function assertEditsFit(deps: ShootUploadDeps, event: EventRow, upload: ShootUploadFields, edits: ReviewEdits, attached: EditFiles, frames: StoredFile[]): Promise<void> {
  assertEditsOffered(event, upload, edits);
  const { layer, personMask } = attached;
  if (edits.layer && !layer) throw refusePart(`${EDIT_LAYER_FIELD}: announced in ${EDITS_FIELD} but not sent`, EDIT_LAYER_FIELD, 'required');
  if (edits.personMask && !personMask) throw refusePart(`${PERSON_MASK_FIELD}: announced in ${EDITS_FIELD} but not sent`, PERSON_MASK_FIELD, 'required');
  if (personMask) await assertPersonMaskFits(deps, upload, personMask, frames);
  if (!layer) return;
  const frameDesign = upload.kind === 'photolayout' && upload.overlayId ? await findLayoutFrameSize(deps.db, event.customerId, upload.overlayId) : undefined;
  await assertLayerFits(deps, event, upload, layer, frames, frameDesign ?? null);
}

function refusePart(message: string, path: string, issue: string): Invalid {
  return new Invalid(message, [{ path, message: issue }]);
}

/**
 * Whether this attempt's files may belong to a stored row: from the moment its COMMIT is sent, whose
 * answer may be lost with the connection while the row is stored all the same. A row whose input is
 * gone could never be processed, so such files are never removed; should the row not have committed
 * after all, they only lie in its shoot's folder, which goes with the shoot or its campaign.
 */
interface FilesClaim {
  byRow: boolean;
}

/**
 * `POST /events/{slug}/shoots`: a guest's capture. The text fields come first; the id they carry is
 * looked up before a byte of the capture is read, so a retried upload answers the shoot it made the
 * first time and stores nothing. Each part is checked and stored while it streams in; the row, the
 * event's counters and the processing job follow. A refusal, or any failure before the row's COMMIT
 * is sent, removes what this attempt stored and changes no row; after that the files are the row's.
 */
export async function uploadShoot(deps: ShootUploadDeps, request: ShootUploadRequest): Promise<ShootUploadResult> {
  const { db, files } = deps;
  const { event, test } = await boothEventBySlug(db, request.slug, request.auth, { token: request.testToken, now: deps.now() });
  const session = await guestSessionOf(db, event, request.sessionToken);
  const attempt = uploadAttemptTag();
  const fields: Record<string, string> = {};
  const stored: StoredFile[] = [];
  let upload: ShootUploadFields | undefined;
  let feedback: GuestFeedback = {};
  let edits: ReviewEdits | null = null;
  const attached: EditFiles = { layer: null, personMask: null };
  let existing: ShootRow | undefined;
  let aiChoice: ShootAiChoice | undefined;
  const claim: FilesClaim = { byRow: false };

  const removeStored = async () => {
    if (claim.byRow) return;
    const extras = [attached.layer, attached.personMask].flatMap((file) => (file ? [file.file] : []));
    const keys = [...stored.splice(0), ...extras].map((file) => file.path);
    attached.layer = null;
    attached.personMask = null;
    await Promise.all(keys.map((key) => files.delete(key))).catch((error: unknown) => deps.log.error({ err: error, keys }, 'could not remove the files of a refused upload'));
  };

  try {
    for await (const part of request.parts) {
      if (part.kind === 'field') {
        if (upload && !existing) throw refusePart(`Send the text fields before the capture (${part.name} came after it)`, part.name, 'sent after the capture');
        fields[part.name] = part.value;
        continue;
      }
      if (!upload) {
        upload = parseFields(fields);
        feedback = parseFeedback(upload.feedback);
        edits = parseEditsField(event, fields[EDITS_FIELD]);
        existing = await findShootById(db, upload.id);
        if (existing && existing.eventId !== event.id) throw new Conflict('This picture id belongs to another campaign');
        if (!existing) {
          assertModeAllows(event, upload);
          aiChoice = await aiChoiceOf(db, event, upload);
        }
      }
      if (existing) {
        await discard(part.stream);
        continue;
      }
      if (part.name === EDIT_LAYER_FIELD) {
        attached.layer = await storeEditLayer(deps, { event, edits, shootId: upload.id, attempt, stored: attached.layer }, part.stream);
        continue;
      }
      if (part.name === PERSON_MASK_FIELD) {
        attached.personMask = await storePersonMask(deps, { event, edits, shootId: upload.id, attempt, stored: attached.personMask }, part.stream);
        continue;
      }
      const multiFrame = isMultiFrameKind(upload.kind);
      const expected = multiFrame ? 'frames' : 'file';
      if (part.name !== expected) {
        await discard(part.stream);
        throw refusePart(`Send the ${upload.kind} capture in the field "${expected}"`, part.name, 'unexpected file field');
      }
      if (!multiFrame && stored.length >= 1) {
        await discard(part.stream);
        throw refusePart(`A ${upload.kind} takes exactly one file`, 'file', 'exactly one file');
      }
      if (stored.length >= SHOOT_FRAMES_MAX) {
        await discard(part.stream);
        throw refusePart(`At most ${SHOOT_FRAMES_MAX} frames`, 'frames', `at most ${SHOOT_FRAMES_MAX}`);
      }
      const index = stored.length;
      const shootId = upload.id;
      const path = multiFrame ? `frames.${index}` : 'file';
      const captureClass = upload.kind === 'video' ? 'video' : 'frame';
      const file = await storeCapturePart(deps, { path, captureClass, keyFor: (ext) => shootInputKey(event.id, shootId, index, attempt, ext) }, part.stream);
      stored.push(file);
      if (captureClass === 'frame') await assertFrameDecodes(deps, file, path);
    }

    upload ??= parseFields(fields);
    if (!existing) {
      feedback = parseFeedback(upload.feedback);
      edits = parseEditsField(event, fields[EDITS_FIELD]);
      existing = await findShootById(db, upload.id);
      if (existing && existing.eventId !== event.id) throw new Conflict('This picture id belongs to another campaign');
    }
    if (existing) {
      await removeStored();
      return await answerRetry(deps, existing);
    }
    assertModeAllows(event, upload);
    aiChoice ??= await aiChoiceOf(db, event, upload);
    if (stored.length === 0) {
      const field = isMultiFrameKind(upload.kind) ? 'frames' : 'file';
      throw refusePart(`No capture was sent; send it in the field "${field}"`, field, 'required');
    }
    if (edits) await assertEditsFit(deps, event, upload, edits, attached, stored);
    const result = await storeShoot(deps, {
      event,
      test,
      sessionId: session.id,
      upload,
      feedback,
      edits: edits && shootEdits(edits, attached.layer, attached.personMask),
      ai: aiChoice ?? null,
      agent: request.agent,
      stored,
      claim,
    });
    if (!result.created) await removeStored();
    return result;
  } catch (error) {
    await removeStored();
    throw error;
  }
}

/**
 * A retried upload answers the shoot its first try stored. One still processing may have no job: that
 * try may have failed right after the commit (queueing, or the answer to COMMIT lost with the
 * connection), so the retry queues it again, and the guest's retry repairs what the outage broke. While
 * a job waits this is a no-op (one waiting job per shoot, job catalogue); beside a running one the
 * extra run finds the picture ready, or at worst renders it once more (the job is idempotent).
 */
async function answerRetry(deps: ShootUploadDeps, shoot: ShootRow): Promise<ShootUploadResult> {
  if (shoot.status === 'processing') await deps.jobs.queue({ name: 'shoot_process', data: { shootId: shoot.id, eventId: shoot.eventId } });
  return { shoot, created: false };
}

interface NewShoot {
  event: EventRow;
  /** A draft's organiser testing the booth: stored as a test picture, not counted on the event. */
  test: boolean;
  sessionId: string;
  upload: ShootUploadFields;
  feedback: GuestFeedback;
  edits: ShootEdits | null;
  /** The AI filter an `ai`/`aifilter` capture goes through. */
  ai: ShootAiChoice | null;
  agent: string | undefined;
  stored: StoredFile[];
  claim: FilesClaim;
}

/**
 * One transaction for the row and the event's counters (a test picture counts nothing); the job is
 * queued right after the commit (the queue cannot join our transaction). Once committed, the row stays
 * whatever happens: should queueing fail, the guest gets an error and the retry queues the job
 * (`answerRetry`); should the process die first, the boot-time sweep (`requeueProcessing`) does. The
 * row is not taken back: a retry sent while this try still waited for the queue may already have been
 * answered with it, and the guest would lose a picture the booth showed as taken.
 */
async function storeShoot(deps: ShootUploadDeps, shoot: NewShoot): Promise<ShootUploadResult> {
  const { db } = deps;
  const { event, upload, feedback, stored } = shoot;
  const at = deps.now();
  const contact = contactOf(feedback);
  const values = {
    id: upload.id,
    eventId: event.id,
    sessionId: shoot.sessionId,
    kind: shootKindOfCapture[upload.kind],
    status: 'processing' as const,
    input: {
      captureKind: upload.kind,
      files: [...stored],
      backgroundId: upload.backgroundId ?? null,
      overlayId: upload.overlayId ?? null,
      backgroundApplied: upload.backgroundApplied ?? false,
      ...(shoot.edits ? { edits: shoot.edits } : {}),
      ...(shoot.ai ? { ai: shoot.ai } : {}),
    },
    faceCount: upload.faceCount ?? null,
    isPublic: event.autoPublic,
    isTest: shoot.test,
    // The guest's own answer to the gallery opt-in, when the booth asked before the upload.
    clientApproval: feedback.galleryOptIn === true,
    contactEmail: contact.email,
    contactPhone: contact.phoneNumber,
    // The consent texts accepted are recorded as versions (contacts module); a guest cannot send such evidence.
    userFeedback: await withConsentEvidence(db, { event, locale: upload.locale ?? 'de', sent: feedback, merged: { ...feedback, ...(shoot.agent ? { agent: shoot.agent.slice(0, AGENT_MAX) } : {}) }, at }),
    locale: upload.locale ?? 'de',
    createdAt: at,
    updatedAt: at,
  };

  let row: ShootRow | undefined;
  for (let attempt = 1; !row; attempt++) {
    try {
      row = await db.transaction(async (tx) => {
        const inserted = await insertShoot(tx, { ...values, slug: upload.slug ?? newSlug() });
        // `pictures` counts real pictures only: the organiser's tests are no guest's (docs/decisions.md).
        if (!shoot.test) await countNewPicture(tx, event.id, at);
        await touchVbSession(tx, shoot.sessionId, at);
        // Drizzle sends COMMIT once this returns: from here on the row may exist even if we hear no answer.
        shoot.claim.byRow = true;
        return inserted;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two uploads of one capture raced and the other one committed first: answer its shoot.
      const winner = await findShootById(db, upload.id);
      if (winner) {
        if (winner.eventId !== event.id) throw new Conflict('This picture id belongs to another campaign');
        return answerRetry(deps, winner);
      }
      // The booth fixed the address (its QR code may be scanned already): taken means refused, not changed.
      if (upload.slug) throw new Conflict('This microsite address is taken; send the picture with another slug', [{ path: 'slug', message: 'taken' }]);
      if (attempt >= 3) throw error; // a slug collision three times running is not chance
    }
  }

  await deps.jobs.queue({ name: 'shoot_process', data: { shootId: row.id, eventId: row.eventId } });
  await publishShootChange(deps.bus, { eventId: row.eventId, shootIds: [row.id] });
  return { shoot: row, created: true };
}
