import { TooManyAttempts } from '@/errors.ts';
import { moderatedEvent, type ModerationActor } from '@/modules/moderators/moderation-access.ts';
import { galleryCampaign, liveCampaign } from '@/modules/presentation/presentation-access.ts';
import type { Db } from '@/platform/db/database.ts';
import { cursorOf, parseCursor, removeFrame, rowFrame, sseFrame, type FeedView } from './live-frames.ts';
import type { LiveClient, LiveHub } from './live-hub.ts';
import { presentedAmong, removedSince, shootsChangedSince } from './live.repo.ts';

/**
 * A resumed feed reads changes from this long before the cursor: the cursor is one process's clock
 * and commits land out of order (a change stamped earlier may commit after one stamped later), so a
 * strict "after the cursor" would skip some. Clients de-duplicate by picture id.
 */
export const REPLAY_MARGIN_MS = 5_000;
/** At most this many changes (and as many removals) are replayed; a screen away longer reloads its first page anyway. */
export const REPLAY_MAX = 500;
/**
 * Public streams one process keeps open. Each costs a socket and a few kilobytes; beyond this a
 * process would rather send viewers to another process (the load balancer) than slow everyone down.
 * 1,000 viewers on one process is the benchmark's case (bench/sse-fanout.bench.ts).
 */
export const MAX_PUBLIC_STREAMS = 5_000;

/** What one stream shows: its views (a campaign with a rendering each) and whether it is public. */
export interface LiveFeed {
  views: FeedView[];
  public: boolean;
  /**
   * A feed opened with a sign-in ends after this long, so the browser's reconnect checks the sign-in
   * again: a removed moderator, or one whose sessions ended, stops receiving pictures and answers.
   */
  signInCheckMs?: number;
}

export interface LiveService {
  /** GET /events/{slug}/gallery/stream: the gallery's presentable pictures (404/402 like the gallery). */
  galleryFeed(slug: string): Promise<LiveFeed>;
  /** GET /events/{slug}/live/stream: the dynamic gallery's, over its same-customer sources. */
  dynamicFeed(slug: string): Promise<LiveFeed>;
  /** GET /events/{slug}/moderation/stream: every picture of the campaign, for its owner and moderators. */
  moderationFeed(actor: ModerationActor, slug: string): Promise<LiveFeed>;
  /** Refuses a public stream when this process has as many as it keeps (429, try again shortly). */
  admit(feed: LiveFeed): void;
  connect(feed: LiveFeed, client: LiveClient): Promise<() => void>;
  /** The changes since the client's cursor as frames ('' without a usable cursor), then `ready`. */
  catchUp(feed: LiveFeed, cursor: string | undefined): Promise<string>;
}

export function createLiveService(deps: { db: Db; hub: LiveHub; publicUrl: string; now: () => Date; signInCheckMs: number; maxPublicStreams?: number }): LiveService {
  const { db, hub, publicUrl, now } = deps;
  const maxPublic = deps.maxPublicStreams ?? MAX_PUBLIC_STREAMS;
  let publicStreams = 0;

  return {
    async galleryFeed(slug) {
      const campaign = await galleryCampaign(db, slug);
      const showName = campaign.settings.screens.presentation.gallery.showName;
      return { public: true, views: [{ source: { eventId: campaign.event.id, galleryOptIn: campaign.galleryOptIn }, rendering: { kind: 'public', showName } }] };
    },

    async dynamicFeed(slug) {
      const campaign = await liveCampaign(db, slug);
      // The dynamic gallery shows no names (a wall at the venue), as its picture list does.
      return { public: true, views: campaign.sources.map((source) => ({ source, rendering: { kind: 'public', showName: false } })) };
    },

    async moderationFeed(actor, slug) {
      const event = await moderatedEvent(db, actor, slug, 'read');
      return { public: false, signInCheckMs: deps.signInCheckMs, views: [{ source: { eventId: event.id, galleryOptIn: false }, rendering: { kind: 'moderation' } }] };
    },

    admit(feed) {
      if (feed.public && publicStreams >= maxPublic) throw new TooManyAttempts(5, 'This server has as many live viewers as it takes; try again in a few seconds');
    },

    async connect(feed, client) {
      if (feed.public) publicStreams += 1;
      const detach = await hub.attach(feed.views, client);
      let connected = true;
      return () => {
        if (!connected) return;
        connected = false;
        if (feed.public) publicStreams -= 1;
        detach();
      };
    },

    async catchUp(feed, cursor) {
      const at = now();
      const since = parseCursor(cursor, at);
      let text = '';
      if (since) {
        const from = new Date(since.getTime() - REPLAY_MARGIN_MS);
        const byEvent = new Map(feed.views.map((view) => [view.source.eventId, view]));
        const eventIds = [...byEvent.keys()];
        const [rows, removed] = await Promise.all([shootsChangedSince(db, eventIds, from, REPLAY_MAX), removedSince(db, eventIds, from, REPLAY_MAX)]);
        // A public feed takes down only what it may have shown (live-frames.ts `wasPresented`).
        const presented = new Map(feed.public ? await presentedAmong(db, rows.map((row) => row.id)) : []);
        for (const tombstone of removed) if (tombstone.optedIn !== null) presented.set(tombstone.shootId, tombstone.optedIn);
        for (const row of rows) {
          const view = byEvent.get(row.eventId);
          if (view) text += rowFrame(view, row, publicUrl, presented);
        }
        for (const tombstone of removed) {
          const view = byEvent.get(tombstone.eventId);
          if (view) text += removeFrame(view, tombstone.shootId, tombstone.deletedAt, presented);
        }
      }
      return text + sseFrame('ready', cursorOf(at), { cursor: cursorOf(at) });
    },
  };
}
