import { DASHBOARD_RECENT_EVENTS, DASHBOARD_RECENT_SHOOTS, FREE_PLAN, type Dashboard, type DashboardShoot } from '@booth/shared';
import { Unauthenticated } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerWithPlans } from '@/modules/customers/customers.repo.ts';
import { pictureMedia } from '@/modules/shoots/shoot-views.ts';
import type { Db } from '@/platform/db/database.ts';
import { assetBytes, campaignTotals, pictureTotals, recentEvents, recentShoots, type RecentShootRow } from './dashboard.repo.ts';

export interface DashboardService {
  /** The acting customer's own dashboard (an admin sees theirs too, never someone else's). */
  get(auth: AuthContext): Promise<Dashboard>;
}

/** The first instant of the month `now` is in, in UTC (profiles carry no time zone yet). */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function toShoot(row: RecentShootRow, publicUrl: string): DashboardShoot {
  const { shoot, event } = row;
  return {
    ...pictureMedia(shoot, publicUrl),
    status: shoot.status,
    createdAt: shoot.createdAt.toISOString(),
    event,
  };
}

/** GET /auth/dashboard (platform §3, §7): every number is an SQL aggregate of the customer's own rows. */
export function createDashboardService(deps: { db: Db; now: () => Date; publicUrl: string }): DashboardService {
  const { db, now, publicUrl } = deps;
  return {
    async get(auth) {
      const { customerId } = auth;
      // Independent statements in one round (PGlite runs them one after the other, PostgreSQL side by side).
      const [found, campaigns, pictures, libraryBytes, events, shoots] = await Promise.all([
        findCustomerWithPlans(db, customerId),
        campaignTotals(db, customerId),
        pictureTotals(db, customerId, monthStartUtc(now())),
        assetBytes(db, customerId),
        recentEvents(db, customerId, DASHBOARD_RECENT_EVENTS),
        recentShoots(db, customerId, DASHBOARD_RECENT_SHOOTS),
      ]);
      // The session outlived its account: treat as signed out, like GET /auth/user.
      if (!found) throw new Unauthenticated();
      return {
        recent: {
          events: events.map((row) => ({ ...row, lastPictureAt: row.lastPictureAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() })),
          shoots: shoots.map((row) => toShoot(row, publicUrl)),
        },
        statistics: {
          ...campaigns,
          pictures: pictures.pictures,
          picturesThisMonth: pictures.thisMonth,
          micrositeViews: pictures.views,
          storageBytes: pictures.bytes + libraryBytes,
        },
        customer: {
          email: found.customer.email,
          // Plans come highest level first (see findCustomerWithPlans).
          plan: found.plans[0]?.name ?? FREE_PLAN,
          role: found.customer.role,
          admin: found.customer.admin,
        },
      };
    },
  };
}
