import { DEMO_EVENT_NAME, type GuestFeedback, type UploadCaptureKind } from '@booth/shared';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { settingsOf } from '@/modules/events/event-views.ts';
import { listAllEvents } from '@/modules/events/events.repo.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { createMailService } from '@/modules/mail/mail.service.ts';
import { createMicrositeService, type MicrositeService } from '@/modules/microsite/microsite.service.ts';
import { createModerationService, type ModerationService } from '@/modules/moderators/moderation.service.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import { createShootsService, type ShootsService } from '@/modules/shoots/shoots.service.ts';
import { countShoots } from '@/modules/shoots/shoots.repo.ts';
import { drawSamplePhoto, sampleScenes, type SampleSceneName } from '@/modules/templates/art/sample-photos.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { Logger } from '@/platform/logger.ts';
import type { MediaGateway } from '@/platform/media/media-gateway.ts';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';

/**
 * The demo campaign's sample pictures: illustrated "guest photos" that take the guests' own path
 * (a booth session, the multipart upload, the processing job that makes every rendition), then get
 * what guests and the organiser give pictures: likes, views, answers, gallery approval.
 */
export interface DemoPicturesDeps {
  db: Db;
  media: MediaGateway;
  log: Logger;
  shoots: Pick<ShootsService, 'startSession' | 'upload' | 'status'>;
  microsite: Pick<MicrositeService, 'like' | 'page'>;
  moderation: Pick<ModerationService, 'decide'>;
}

/** The services the demo pictures go through, built from the started platform (server start and tests). */
export function demoPictureServices(platform: { db: Db; files: FileStore; media: MediaGateway; jobs: JobQueue; bus: MessageBus; log: Logger; tmpDir: string; publicUrl: string }): DemoPicturesDeps {
  const { db, files, media, jobs, bus, log, tmpDir, publicUrl } = platform;
  const now = () => new Date();
  return {
    db,
    media,
    log,
    shoots: createShootsService({ db, files, media, jobs, bus, tmpDir, now, log, publicUrl, mail: createMailService({ jobs }) }),
    microsite: createMicrositeService({ db, publicUrl, now, bus }),
    moderation: createModerationService({ db, publicUrl, now, announce: (change) => publishShootChange(bus, change) }),
  };
}

interface SamplePicture {
  scene: SampleSceneName;
  kind: Extract<UploadCaptureKind, 'photo' | 'gif' | 'boomerang'>;
  /** Which of the demo's guests (booth sessions) took it. */
  guest: number;
  locale: 'de' | 'en';
  likes: number;
  views: number;
  /** Approved for the gallery by the organiser. */
  approve: boolean;
  feedback?: GuestFeedback;
}

const GUEST_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
] as const;

/** Oldest first: the newest (the GIF and the boomerang) lead the organiser's lists. */
export const samplePictures: readonly SamplePicture[] = [
  { scene: 'hats', kind: 'photo', guest: 0, locale: 'de', likes: 14, views: 31, approve: true, feedback: { galleryOptIn: true } },
  { scene: 'trio', kind: 'photo', guest: 1, locale: 'de', likes: 9, views: 22, approve: true },
  {
    scene: 'cheers',
    kind: 'photo',
    guest: 1,
    locale: 'de',
    likes: 21,
    views: 40,
    approve: true,
    feedback: { personal: { firstname: 'Lena', lastname: 'Berg', email: 'lena.berg@example.com' }, comment: 'Was für eine Party! Danke für den Abend.', galleryOptIn: true },
  },
  { scene: 'queen', kind: 'photo', guest: 2, locale: 'en', likes: 17, views: 28, approve: false },
  {
    scene: 'crew',
    kind: 'photo',
    guest: 2,
    locale: 'en',
    likes: 6,
    views: 15,
    approve: true,
    feedback: {
      personal: { firstname: 'Sam', lastname: 'Okafor', email: 'sam.okafor@example.com' },
      survey: [{ itemId: 'demo-best-moment', question: 'What was your favourite moment?', answers: ['The dance floor'] }],
    },
  },
  { scene: 'dancefloor', kind: 'photo', guest: 3, locale: 'de', likes: 4, views: 12, approve: false },
  { scene: 'waving', kind: 'gif', guest: 0, locale: 'de', likes: 11, views: 19, approve: true },
  { scene: 'jump', kind: 'boomerang', guest: 3, locale: 'en', likes: 8, views: 16, approve: false },
];

const ANIMATION_FRAMES = 8;
const JUMP_HEIGHT = 90;

/** The same id for the same picture of the same campaign: two starts at once upload one picture, not two. */
export function samplePictureId(eventId: string, index: number): string {
  const hex = createHash('sha1').update(`boothwerk-demo-picture:${eventId}:${index}`).digest('hex');
  // A version-5 shaped UUID (the upload takes RFC 9562 ids only).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** What the guest's camera would have sent: one frame for a photo, a short burst for the moving kinds. */
async function framesOf(media: MediaGateway, picture: SamplePicture): Promise<Buffer[]> {
  const scene = sampleScenes[picture.scene];
  const moments =
    picture.kind === 'photo'
      ? [{ phase: 0.15, lift: 0 }]
      : Array.from({ length: ANIMATION_FRAMES }, (_, index) => {
          const phase = index / ANIMATION_FRAMES;
          // The boomerang plays forwards and back, so one jump up and down is its whole loop.
          return { phase, lift: picture.kind === 'boomerang' ? Math.sin((index / (ANIMATION_FRAMES - 1)) * Math.PI) * JUMP_HEIGHT : 0 };
        });
  const frames: Buffer[] = [];
  for (const moment of moments) frames.push((await media.renderSvg({ svg: drawSamplePhoto(scene, moment.phase, moment.lift), format: 'jpeg', quality: 86 })).image.data);
  return frames;
}

async function* uploadParts(fields: Record<string, string>, field: 'file' | 'frames', frames: Buffer[]): AsyncIterable<UploadPart> {
  for (const [name, value] of Object.entries(fields)) yield { kind: 'field', name, value };
  for (const [index, data] of frames.entries()) yield { kind: 'file', name: field, filename: `frame-${index}.jpg`, encoding: '7bit', stream: Readable.from([data]) };
}

/** The demo campaign: the demo organiser's oldest campaign of the demo name. */
export async function findDemoCampaign(db: Db, customerId: string): Promise<EventRow | undefined> {
  return (await listAllEvents(db, customerId)).filter((event) => event.name === DEMO_EVENT_NAME).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
}

export interface AddedPicture {
  id: string;
  slug: string;
  picture: SamplePicture;
}

/**
 * Uploads the sample pictures into a campaign that has none yet (a campaign with pictures, sample or
 * real, is left as it is, so a second start adds nothing). Pictures have fixed ids, so of two starts at
 * once only one creates each; the one that finds a picture made by the other stops there (leaving at
 * most one guest session without pictures), and likes and approvals are given by the creator only. Answers the pictures this
 * call created; their views follow once they are processed (`countSampleViews`).
 */
export async function addSamplePictures(deps: DemoPicturesDeps, event: EventRow): Promise<AddedPicture[]> {
  if ((await countShoots(deps.db, { eventId: event.id })) > 0) return [];
  const modes = settingsOf(event).shutter;
  const sessions = new Map<number, string>();
  const added: AddedPicture[] = [];
  for (const [index, picture] of samplePictures.entries()) {
    const guest = { slug: event.slug, auth: null };
    let token = sessions.get(picture.guest);
    if (!token) {
      token = (await deps.shoots.startSession(guest, GUEST_AGENTS[picture.guest])).token;
      sessions.set(picture.guest, token);
    }
    const overlays = modes[picture.kind].overlays;
    const overlayId = overlays[index % Math.max(1, overlays.length)];
    const fields: Record<string, string> = {
      id: samplePictureId(event.id, index),
      kind: picture.kind,
      locale: picture.locale,
      ...(overlayId ? { overlayId } : {}),
      ...(picture.feedback ? { feedback: JSON.stringify(picture.feedback) } : {}),
    };
    const frames = await framesOf(deps.media, picture);
    const { answer, created } = await deps.shoots.upload({
      ...guest,
      sessionToken: token,
      agent: GUEST_AGENTS[picture.guest],
      parts: uploadParts(fields, picture.kind === 'photo' ? 'file' : 'frames', frames),
    });
    // Another start got here first (two processes starting at once): it adds the rest.
    if (!created) break;
    added.push({ id: answer.id, slug: answer.slug, picture });
    // Each sample like from another visitor: a picture counts a visitor once.
    for (let like = 0; like < picture.likes; like++) await deps.microsite.like(answer.slug, { cookie: undefined, address: `sample-visitor-${like}`, agent: undefined });
  }
  const approved = added.filter((entry) => entry.picture.approve).map((entry) => entry.id);
  const owner = { auth: { customerId: event.customerId, sessionId: 'demo-account-seed' }, moderator: null };
  if (approved.length > 0) await deps.moderation.decide(owner, event.slug, { shootIDs: approved, decision: 'approve' });
  return added;
}

/**
 * Views count on processed pictures only (as a guest's visit does), so this waits for the processing
 * jobs (run by this process's or another's workers); pictures still processing after `timeoutMs`, or
 * failed, get none. Answers how many views were counted.
 */
export async function countSampleViews(deps: DemoPicturesDeps, event: EventRow, added: readonly AddedPicture[], options: { timeoutMs: number; pollMs: number }): Promise<number> {
  const deadline = Date.now() + options.timeoutMs;
  let waiting = [...added];
  let counted = 0;
  while (waiting.length > 0) {
    const still: AddedPicture[] = [];
    for (const entry of waiting) {
      // By the microsite slug: the sample guests' sessions are not kept.
      const { status } = await deps.shoots.status({ slug: event.slug, sessionToken: undefined }, entry.slug);
      if (status === 'processing') {
        still.push(entry);
        continue;
      }
      if (status !== 'ready') continue;
      for (let view = 0; view < entry.picture.views; view++) await deps.microsite.page(entry.slug, entry.picture.locale, { countView: true });
      counted += entry.picture.views;
    }
    waiting = still;
    if (waiting.length === 0 || Date.now() >= deadline) break;
    await sleep(options.pollMs);
  }
  if (waiting.length > 0) deps.log.warn({ waiting: waiting.length }, 'demo pictures still processing; their sample views were left out');
  return counted;
}

/** Both steps for the demo organiser's campaign; meant to run in the background after the server listens. */
export async function ensureSamplePictures(deps: DemoPicturesDeps, customerId: string, options = { timeoutMs: 10 * 60_000, pollMs: 1000 }): Promise<number> {
  const event = await findDemoCampaign(deps.db, customerId);
  if (!event) return 0;
  const added = await addSamplePictures(deps, event);
  if (added.length === 0) return 0;
  deps.log.info({ pictures: added.length }, 'demo campaign: sample pictures uploaded');
  await countSampleViews(deps, event, added, options);
  return added.length;
}
