import type { Product, RecalculationRun } from '@booth/shared';
import { z } from 'zod';
import { Invalid, NotFound } from '@/errors.ts';
import { adminTarget, requireAdmin } from '@/modules/admin/admin-access.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import { effectiveGrantsOf } from './effective-plans.ts';
import { holderCounts, listHolders, type HolderPosition } from './plan-holders.repo.ts';
import { listPlans } from './plans.repo.ts';
import { findRun, insertRun, latestRun, unfinishedRuns, type RecalculationRow } from './recalculation.repo.ts';

type PlanHolding = { id: string; name: string; level: number | null; products: Product[]; customers: number };

export interface PlansAdminService {
  /** GET /customersPlans: the catalogue with how many customers hold each plan, and the last run. */
  overview(auth: AuthContext): Promise<{ plans: PlanHolding[]; lastRun: RecalculationRun | null }>;
  /** GET /customersPlans/{planId}: the plan's holders by e-mail, keyset paged. */
  holders(auth: AuthContext, planId: string, query: { cursor?: string; limit: number }): Promise<{
    plan: PlanHolding;
    holders: Array<{ customerId: string; email: string; product: Product; grantedAt: string; validUntil: string | null }>;
    nextCursor: string | null;
  }>;
  /** POST /customersPlans/{customerId}/recalculate (a customer) or /customersPlans/recalculate (null: all). */
  recalculate(auth: AuthContext, customerId: string | null): Promise<RecalculationRun>;
  /** GET /customersPlans/recalculations/{id}: poll a run. */
  run(auth: AuthContext, id: string): Promise<RecalculationRun>;
  /** The boot queues unfinished runs again (a crash between storing a run and queueing its job). */
  requeueUnfinished(): Promise<number>;
}

export function toRunDto(row: RecalculationRow): RecalculationRun {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    processing: row.status === 'queued' || row.status === 'running',
    processed: row.processed,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const holderCursorSchema = z.tuple([z.string(), z.string()]);

function decodeHolderCursor(cursor: string): HolderPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = holderCursorSchema.safeParse(parsed);
  if (!result.success) throw new Invalid('Invalid cursor: use nextCursor from a previous page', [{ path: 'cursor', message: 'invalid' }]);
  return { email: result.data[0], product: result.data[1] as Product };
}

const encodeHolderCursor = (position: HolderPosition) => Buffer.from(JSON.stringify([position.email, position.product])).toString('base64url');

export function createPlansAdminService(deps: { db: Db; jobs: JobQueue; now: () => Date }): PlansAdminService {
  const { db, jobs, now } = deps;

  async function holdings(): Promise<PlanHolding[]> {
    const [catalogue, counts] = await Promise.all([listPlans(db), holderCounts(db)]);
    return catalogue.map((plan) => ({ ...plan, customers: counts.get(plan.id) ?? 0 }));
  }

  return {
    async overview(auth) {
      await requireAdmin(db, auth);
      const [plans, last] = await Promise.all([holdings(), latestRun(db)]);
      return { plans, lastRun: last ? toRunDto(last) : null };
    },

    async holders(auth, planId, query) {
      await requireAdmin(db, auth);
      const plan = (await holdings()).find((holding) => holding.id === planId);
      if (!plan) throw new NotFound('No such plan');
      const rows = await listHolders(db, planId, { after: query.cursor ? decodeHolderCursor(query.cursor) : undefined, limit: query.limit });
      const page = rows.slice(0, query.limit);
      const grantOf = await effectiveGrantsOf(db, [...new Set(page.map((row) => row.customerId))], now());
      const last = page.at(-1);
      return {
        plan,
        holders: page.map((row) => {
          const grant = grantOf(row.customerId, row.product);
          return { ...row, grantedAt: (grant?.validFrom ?? row.grantedAt).toISOString(), validUntil: grant?.validUntil?.toISOString() ?? null };
        }),
        nextCursor: rows.length > query.limit && last ? encodeHolderCursor(last) : null,
      };
    },

    async recalculate(auth, customerId) {
      const admin = customerId ? (await adminTarget(db, auth, customerId)).admin : await requireAdmin(db, auth);
      // One run per scope at a time: asking again while it is queued or running answers that run.
      const pending = (await unfinishedRuns(db)).find((run) => run.customerId === customerId);
      if (pending) return toRunDto(pending);
      const run = await insertRun(db, { customerId, requestedBy: admin.id, at: now() });
      await jobs.queue({ name: 'plan_recalculate', data: { runId: run.id } });
      return toRunDto(run);
    },

    async run(auth, id) {
      await requireAdmin(db, auth);
      const row = await findRun(db, id);
      if (!row) throw new NotFound('No such recalculation');
      return toRunDto(row);
    },

    async requeueUnfinished() {
      const runs = await unfinishedRuns(db);
      for (const run of runs) await jobs.queue({ name: 'plan_recalculate', data: { runId: run.id } });
      return runs.length;
    },
  };
}
