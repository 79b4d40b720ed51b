import {
  ANALYTICS_HOURLY_MAX_HOURS,
  shareChannels,
  type AnalyticsQuery,
  type AnalyticsShootsQuery,
  type BestPerforming,
  type BestPerformingQuery,
  type BoothActivity,
  type EventAnalytics,
  type ShareChannel,
  type ShareCount,
  type ShootsAnalytics,
} from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { ownedEvent } from '@/modules/events/owned-event.ts';
import { listButtonClicks } from '@/modules/microsite/microsite.repo.ts';
import { boothEventBySlug, guestSessionOf } from '@/modules/shoots/guest-access.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import { pictureMedia } from '@/modules/shoots/shoot-views.ts';
import type { Db } from '@/platform/db/database.ts';
import { bestPerformingShoots } from './best-performing.repo.ts';
import { countBoothActivity, insertBoothActivity } from './booth-activity.repo.ts';
import { countByKindAndHour, countSessions, countSharedPictures, pictureRange, pictureTotals, surveyAnswerCounts } from './picture-figures.repo.ts';
import { pictureTimeline } from './picture-timeline.repo.ts';
import { countPrints } from './print-figures.repo.ts';
import { withoutJit } from './sql-rows.ts';
import { surveyDistributions } from './survey-distribution.ts';

export interface ActivityCall {
  slug: string;
  /** X-Booth-Session, or the body's `session` for a beacon that cannot set headers. */
  sessionToken: string | undefined;
  /** The signed-in session the booth page sent along (its organiser testing a draft), if any. */
  auth: AuthContext | null;
  /** The X-Booth-Test header (a draft's test link). */
  testToken?: string;
}

export interface AnalyticsService {
  /**
   * POST /events/{slug}/activity: one beacon of the booth; a repeated id is ignored. A draft's
   * organiser testing the booth, or a beacon about a test picture, is accepted and not counted.
   */
  recordActivity(call: ActivityCall, activity: BoothActivity): Promise<void>;
  figures(auth: AuthContext, idOrSlug: string, query: AnalyticsQuery): Promise<EventAnalytics>;
  timeline(auth: AuthContext, idOrSlug: string, query: AnalyticsShootsQuery): Promise<ShootsAnalytics>;
  bestPerforming(auth: AuthContext, idOrSlug: string, query: BestPerformingQuery): Promise<BestPerforming>;
}

const HOUR_MS = 3_600_000;
const isShareChannel = (value: string | null): value is ShareChannel => (shareChannels as readonly (string | null)[]).includes(value);
const rateOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function createAnalyticsService(deps: { db: Db; publicUrl: string; now: () => Date }): AnalyticsService {
  const { db, publicUrl, now } = deps;

  return {
    async recordActivity(call, activity) {
      const { event, test } = await boothEventBySlug(db, call.slug, call.auth, { token: call.testToken, now: now() });
      const session = await guestSessionOf(db, event, call.sessionToken);
      // Test mode is left out of every figure (campaigns §4, docs/decisions.md), so its beacons are not kept.
      if (test || (activity.shootId && (await findShootById(db, activity.shootId))?.isTest)) return;
      await insertBoothActivity(db, {
        id: activity.id,
        eventId: event.id,
        sessionId: session.id,
        shootId: activity.shootId ?? null,
        action: activity.action,
        channel: activity.channel ?? null,
        kind: activity.kind ?? null,
        createdAt: now(),
      });
    },

    async figures(auth, idOrSlug, query) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      // Side by side, each on a connection of its own (PostgreSQL); PGlite takes them in turn.
      const [totals, grouped, sessions, activity, clicks, shared, survey, prints] = await Promise.all([
        withoutJit(db, (tx) => pictureTotals(tx, event.id)),
        withoutJit(db, (tx) => countByKindAndHour(tx, event.id, query.timeZone)),
        countSessions(db, event.id),
        withoutJit(db, (tx) => countBoothActivity(tx, event.id)),
        withoutJit(db, (tx) => listButtonClicks(tx, event.id)),
        withoutJit(db, (tx) => countSharedPictures(tx, event.id)),
        withoutJit(db, (tx) => surveyAnswerCounts(tx, event.id)),
        countPrints(db, event.id),
      ]);
      const captureBeacons = activity.filter((row) => row.action === 'capture').reduce((sum, row) => sum + row.count, 0);
      // Pictures from booths that send no beacons (or from before they did) were captures too.
      const captures = Math.max(captureBeacons, totals.pictures);
      const boothShares: ShareCount[] = activity.flatMap((row) =>
        row.action === 'share' && isShareChannel(row.channel) ? [{ source: 'booth' as const, channel: row.channel, count: row.count }] : [],
      );
      const micrositeShares: ShareCount[] = [
        ...(totals.views > 0 ? [{ source: 'microsite' as const, channel: 'view' as const, count: totals.views }] : []),
        ...clicks.filter((row) => row.button !== 'like' && row.clicks > 0).map((row) => ({ source: 'microsite' as const, channel: row.button, count: row.clicks })),
      ];
      const shares = [...boothShares, ...micrositeShares].sort((a, b) => b.count - a.count || a.channel.localeCompare(b.channel));
      const byHour = new Map(grouped.byHour.map((row) => [row.hour, row.count]));
      return {
        eventId: event.id,
        slug: event.slug,
        name: event.name,
        timeZone: query.timeZone,
        range: { firstPictureAt: totals.first?.toISOString() ?? null, lastPictureAt: totals.last?.toISOString() ?? null },
        totals: {
          sessions,
          captures,
          pictures: totals.pictures,
          ready: totals.ready,
          processing: totals.processing,
          failed: totals.failed,
          deleted: event.picturesDeleted,
          views: totals.views,
          likes: totals.likes,
          clicks: clicks.filter((row) => row.button !== 'like').reduce((sum, row) => sum + row.clicks, 0),
          shares: [...boothShares, ...micrositeShares.filter((row) => row.channel !== 'view')].reduce((sum, row) => sum + row.count, 0),
        },
        funnel: { sessions, captures, submitted: totals.pictures, shared },
        picturesByKind: grouped.byKind.sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind)),
        picturesByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: byHour.get(hour) ?? 0 })),
        shares,
        dataCapture: { pictures: totals.dataCapture, rate: rateOf(totals.dataCapture, totals.pictures) },
        consent: { asked: totals.consentAsked, accepted: totals.consentAccepted, rate: rateOf(totals.consentAccepted, totals.consentAsked) },
        survey: surveyDistributions(survey),
        processing: {
          pictures: totals.processed,
          averageMs: totals.averageProcessingMs === null ? null : Math.round(totals.averageProcessingMs),
        },
        prints,
      };
    },

    async timeline(auth, idOrSlug, query) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const { first, last } = await pictureRange(db, event.id);
      const unit = query.unit ?? (first && last && last.getTime() - first.getTime() > ANALYTICS_HOURLY_MAX_HOURS * HOUR_MS ? 'day' : 'hour');
      const rows = await withoutJit(db, (tx) => pictureTimeline(tx, event.id, unit, query.timeZone));
      const buckets: ShootsAnalytics['buckets'] = [];
      for (const row of rows) {
        let bucket = buckets.at(-1);
        if (!bucket || bucket.local !== row.local) {
          bucket = { start: new Date(row.startMs).toISOString(), local: row.local, total: 0, kinds: [] };
          buckets.push(bucket);
        }
        if (row.kind === null) continue;
        bucket.kinds.push({ kind: row.kind, count: row.count });
        bucket.total += row.count;
      }
      return { timeZone: query.timeZone, unit, buckets };
    },

    async bestPerforming(auth, idOrSlug, query) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const rows = await withoutJit(db, (tx) => bestPerformingShoots(tx, event.id, query.by, query.limit));
      return {
        by: query.by,
        items: rows.map((row) => ({
          ...pictureMedia(row, publicUrl),
          views: row.views,
          likes: row.likes,
          clicks: row.clicks,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
