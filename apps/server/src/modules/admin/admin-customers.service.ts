import type { AdminCustomerListQuery, AdminCustomerPage, CustomerData, CustomerDetail } from '@booth/shared';
import { z } from 'zod';
import { fileUrl } from '@/modules/assets/asset-views.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { Invalid } from '@/errors.ts';
import { adminTarget, requireAdmin, selfOrAdmin } from './admin-access.ts';
import { listCustomersForAdmin } from './admin-customers.repo.ts';
import { customerAssets, customerEvents, customerRecentShoots } from './customer-data.repo.ts';
import { customerDetail } from './customer-detail.ts';

export interface AdminCustomersService {
  /** GET /customers (admins): search, plan filter, keyset paging, total. */
  list(auth: AuthContext, query: AdminCustomerListQuery): Promise<AdminCustomerPage>;
  /** GET /customers/{id}: the customer themself or an admin; others 404. */
  detail(auth: AuthContext, customerId: string, withPlans: boolean): Promise<CustomerDetail>;
  /** GET /customers/{id}/data (admins): the customer's campaigns, newest pictures and assets, read-only. */
  data(auth: AuthContext, customerId: string): Promise<CustomerData>;
}

const cursorSchema = z.uuid();

export function createAdminCustomersService(deps: { db: Db; now: () => Date }): AdminCustomersService {
  const { db, now } = deps;
  return {
    async list(auth, query) {
      await requireAdmin(db, auth);
      if (query.cursor && !cursorSchema.safeParse(query.cursor).success) {
        throw new Invalid('Invalid cursor: use nextCursor from a previous page', [{ path: 'cursor', message: 'invalid' }]);
      }
      const { rows, total } = await listCustomersForAdmin(db, { q: query.q || undefined, plan: query.plan || undefined, afterId: query.cursor, limit: query.limit });
      const page = rows.slice(0, query.limit);
      return {
        customers: page.map(({ customer, plan, lastActivityAt }) => ({
          id: customer.id,
          email: customer.email,
          firstName: customer.firstName,
          name: customer.name,
          role: customer.role,
          admin: customer.admin,
          activated: customer.activatedAt !== null,
          plan,
          credits: customer.creditBalance,
          lastActivityAt: lastActivityAt?.toISOString() ?? null,
          createdAt: customer.createdAt.toISOString(),
        })),
        total,
        nextCursor: rows.length > query.limit ? (page.at(-1)?.customer.id ?? null) : null,
      };
    },

    async detail(auth, customerId, withPlans) {
      const { target } = await selfOrAdmin(db, auth, customerId);
      return customerDetail(db, target, { withPlans, now: now() });
    },

    async data(auth, customerId) {
      const { target } = await adminTarget(db, auth, customerId);
      const [events, shoots, assets] = await Promise.all([customerEvents(db, target.id), customerRecentShoots(db, target.id), customerAssets(db, target.id)]);
      return {
        events: events.map((event) => ({
          id: event.id,
          slug: event.slug,
          name: event.name,
          live: event.eventType === 'live',
          shoots: event.shoots,
          createdAt: event.createdAt.toISOString(),
          updatedAt: event.updatedAt.toISOString(),
        })),
        shoots: shoots.map((shoot) => ({
          id: shoot.id,
          slug: shoot.slug,
          eventSlug: shoot.eventSlug,
          mode: shoot.kind,
          status: shoot.status,
          thumbnailUrl: shoot.renditions.thumbnail ? fileUrl(shoot.renditions.thumbnail.path) : null,
          createdAt: shoot.createdAt.toISOString(),
        })),
        assets: assets.map((asset) => ({
          id: asset.id,
          name: asset.fontName ?? asset.originalname,
          assetType: asset.assetType,
          fileSize: asset.fileSize,
          isPublic: asset.isPublic,
          thumbnailUrl: asset.thumbnailKey ? fileUrl(asset.thumbnailKey) : null,
          createdAt: asset.createdAt.toISOString(),
        })),
      };
    },
  };
}
