import { z } from 'zod';
import { isTimeZone } from '../exports/export-api.ts';
import { singleLine } from '../safe-text-schema.ts';
import { micrositeButtons } from '../shoots/shoot-api.ts';
import { shootKinds } from '../shoots/shoot-kinds.ts';
import { shareChannels, shareSources } from './share-channels.ts';

/*
 * The analytics calls of platform §7: GET /analytics/{eventId} (the figures of one campaign),
 * /analytics/{eventId}/shoots (pictures over time) and /analytics/{eventId}/best-performing.
 * Every figure is computed by the database (aggregates), so the answers are small at any size.
 */

const count = () => z.number().int().nonnegative();
const instant = () => z.iso.datetime({ offset: true });
/** A share of a whole, 0…1; null when the whole is zero (nothing to divide). */
const rate = () => z.number().min(0).max(1).nullable();

/** `timeZone`: an IANA name (Europe/Berlin); hours and days are counted in it. UTC when absent. */
const timeZoneField = singleLine()
  .max(64)
  .refine(isTimeZone, { error: 'timeZone must be an IANA time zone such as Europe/Berlin' })
  .default('UTC');

export const analyticsQuerySchema = z.object({ timeZone: timeZoneField });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsBucketUnits = ['hour', 'day'] as const;
export type AnalyticsBucketUnit = (typeof analyticsBucketUnits)[number];
/** Buckets of an hour while the pictures span at most this long, else of a day. */
export const ANALYTICS_HOURLY_MAX_HOURS = 48;

export const analyticsShootsQuerySchema = z.object({
  timeZone: timeZoneField,
  /** Forces the bucket size; by default hours for an event of up to two days, days beyond. */
  unit: z.enum(analyticsBucketUnits).optional(),
});
export type AnalyticsShootsQuery = z.infer<typeof analyticsShootsQuerySchema>;

export const bestPerformingOrders = ['total', 'views', 'likes', 'clicks'] as const;
export type BestPerformingOrder = (typeof bestPerformingOrders)[number];
export const BEST_PERFORMING_MAX = 50;

export const bestPerformingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BEST_PERFORMING_MAX).default(12),
  /** What ranks the pictures: views + likes + clicks (`total`), or one of them. */
  by: z.enum(bestPerformingOrders).default('total'),
});
export type BestPerformingQuery = z.infer<typeof bestPerformingQuerySchema>;

const kindCountSchema = z.object({ kind: z.enum(shootKinds), count: count() });

/** One answered survey question: how many guests answered it and how often each answer was given. */
export const surveyDistributionSchema = z.object({
  question: z.string(),
  respondents: count(),
  /** The most given answers, most first (at most SURVEY_ANSWERS_SHOWN). */
  answers: z.array(z.object({ answer: z.string(), count: count() })),
  /** How often the answers not listed were given (free-text questions have a long tail). */
  otherAnswers: count(),
});
export type SurveyDistribution = z.infer<typeof surveyDistributionSchema>;
export const SURVEY_ANSWERS_SHOWN = 20;

/**
 * One figure of "shares by channel": the booth's share buttons (and its QR code shown) as the booth
 * reported them, and on the microsite its views and each button's clicks.
 */
export const shareCountSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal(shareSources[0]), channel: z.enum(shareChannels), count: count() }),
  z.object({ source: z.literal(shareSources[1]), channel: z.enum([...micrositeButtons, 'view']), count: count() }),
]);
export type ShareCount = z.infer<typeof shareCountSchema>;

/** GET /analytics/{eventId}. */
export const eventAnalyticsSchema = z.object({
  eventId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  timeZone: z.string(),
  /** The event's time range: its first and last picture (null without pictures). */
  range: z.object({ firstPictureAt: instant().nullable(), lastPictureAt: instant().nullable() }),
  totals: z.object({
    sessions: count(),
    /** Captures the booths reported (kept or not); never fewer than the pictures submitted. */
    captures: count(),
    pictures: count(),
    ready: count(),
    processing: count(),
    failed: count(),
    /** Pictures removed from the campaign (campaigns §4 picturesDeleted). */
    deleted: count(),
    views: count(),
    likes: count(),
    clicks: count(),
    /** Every share counted: booth share buttons (QR shown included) and microsite button clicks. */
    shares: count(),
  }),
  /** Guest sessions → captures → submitted pictures → pictures shared (a share button, a microsite view or click). */
  funnel: z.object({ sessions: count(), captures: count(), submitted: count(), shared: count() }),
  picturesByKind: z.array(kindCountSchema),
  /** 24 rows, hour 0…23 of the day in `timeZone`. */
  picturesByHour: z.array(z.object({ hour: z.number().int().min(0).max(23), count: count() })),
  shares: z.array(shareCountSchema),
  /** Pictures whose guest left personal data in the data capture. */
  dataCapture: z.object({ pictures: count(), rate: rate() }),
  /** Pictures whose guest was asked for the custom consent, and how many accepted. */
  consent: z.object({ asked: count(), accepted: count(), rate: rate() }),
  survey: z.array(surveyDistributionSchema),
  /** Processing time of the finished pictures (upload accepted → files ready), in milliseconds. */
  processing: z.object({ pictures: count(), averageMs: z.number().nonnegative().nullable() }),
  /** Print jobs that reached paper (state done; issue 25) and the copies they printed. */
  prints: z.object({ jobs: count(), copies: count() }),
});
export type EventAnalytics = z.infer<typeof eventAnalyticsSchema>;

/** GET /analytics/{eventId}/shoots: pictures over time by kind, every bucket of the range present. */
export const shootsAnalyticsSchema = z.object({
  timeZone: z.string(),
  unit: z.enum(analyticsBucketUnits),
  buckets: z.array(
    z.object({
      /** The bucket's start as an instant. */
      start: instant(),
      /** The same start as the wall clock in `timeZone`: `YYYY-MM-DDTHH:00`. */
      local: z.string(),
      total: count(),
      kinds: z.array(kindCountSchema),
    }),
  ),
});
export type ShootsAnalytics = z.infer<typeof shootsAnalyticsSchema>;

/** GET /analytics/{eventId}/best-performing. */
export const bestPerformingSchema = z.object({
  by: z.enum(bestPerformingOrders),
  items: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      kind: z.enum(shootKinds),
      mimetype: z.string().nullable(),
      src: z.string().nullable(),
      thumbSrc: z.string().nullable(),
      micrositeUrl: z.string(),
      views: count(),
      likes: count(),
      clicks: count(),
      createdAt: instant(),
    }),
  ),
});
export type BestPerforming = z.infer<typeof bestPerformingSchema>;
export type BestPerformingItem = BestPerforming['items'][number];
