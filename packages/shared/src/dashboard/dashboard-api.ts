import { z } from 'zod';
import { boothTypeSchema } from '../events/event.ts';
import { shootKinds, shootStatuses } from '../shoots/shoot-kinds.ts';

/** Campaigns shown as "recently active" on the dashboard (newest picture or change first). */
export const DASHBOARD_RECENT_EVENTS = 6;
/** The newest pictures across the customer's campaigns. */
export const DASHBOARD_RECENT_SHOOTS = 12;

/** A recently active campaign with its counters (campaigns §3 Event). */
export const dashboardEventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  boothType: boothTypeSchema,
  archived: z.boolean(),
  pictures: z.number().int(),
  picturesAllTime: z.number().int(),
  picturesDeleted: z.number().int(),
  lastPictureAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** One of the newest pictures, with the campaign it belongs to. */
export const dashboardShootSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  kind: z.enum(shootKinds),
  status: z.enum(shootStatuses),
  mimetype: z.string().nullable(),
  src: z.string().nullable(),
  thumbSrc: z.string().nullable(),
  micrositeUrl: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  event: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
});
export type DashboardShoot = z.infer<typeof dashboardShootSchema>;

/** The statistics cards, in the order they are shown. `storageBytes` is formatted with `formatBytes`. */
export const dashboardStatisticKeys = ['campaigns', 'activeCampaigns', 'pictures', 'picturesThisMonth', 'micrositeViews', 'storageBytes'] as const;
export type DashboardStatisticKey = (typeof dashboardStatisticKeys)[number];

export const dashboardStatisticsSchema = z.object({
  campaigns: z.number().int(),
  /** Not archived. */
  activeCampaigns: z.number().int(),
  /** Pictures the campaigns hold now. */
  pictures: z.number().int(),
  /** Pictures taken since the first of this month (UTC). */
  picturesThisMonth: z.number().int(),
  /** Microsite views of the pictures the campaigns hold. */
  micrositeViews: z.number().int(),
  /** Bytes stored for the customer: every file of their pictures plus their library assets. */
  storageBytes: z.number().int(),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

export const dashboardCustomerSchema = z.object({
  email: z.string(),
  /** The highest plan held (Free without one). */
  plan: z.string(),
  /** The customer role (trial until a plan replaces it). */
  role: z.string(),
  admin: z.boolean(),
});
export type DashboardCustomer = z.infer<typeof dashboardCustomerSchema>;

/** GET /auth/dashboard (platform §3 "Dashboard payload", §7): recent.events, recent.shoots, statistics, customer. */
export const dashboardSchema = z.object({
  recent: z.object({ events: z.array(dashboardEventSchema), shoots: z.array(dashboardShootSchema) }),
  statistics: dashboardStatisticsSchema,
  customer: dashboardCustomerSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
