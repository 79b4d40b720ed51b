import { z } from 'zod';
import { planSchema, products } from '../plans.ts';

const isoDate = z.iso.datetime({ offset: true });

export const planGrantSources = ['registration', 'admin', 'subscription', 'migration'] as const;
export type PlanGrantSource = (typeof planGrantSources)[number];
export const recalculationStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type RecalculationStatus = (typeof recalculationStatuses)[number];

/**
 * Platform §3 "Plan credit recalculation result": per customer, the plans before and after (derived
 * from the grants valid now: an expired grant falls back to the next one, else Free) and the credit
 * balance recounted from the ledger.
 */
export const recalculationChangeSchema = z.object({
  customerId: z.uuid(),
  email: z.string(),
  product: z.enum(products),
  before: z.string().nullable(),
  after: z.string(),
});
export const recalculationResultSchema = z.object({
  customers: z.int().min(0),
  planChanges: z.array(recalculationChangeSchema),
  creditCorrections: z.array(z.object({ customerId: z.uuid(), email: z.string(), before: z.int(), after: z.int() })),
});
export type RecalculationResult = z.infer<typeof recalculationResultSchema>;

/** POST /customersPlans/{customerId}/recalculate and /customersPlans/recalculate answer 202 with the run; GET /customersPlans/recalculations/{id} polls it. */
export const recalculationRunSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid().nullable(),
  status: z.enum(recalculationStatuses),
  processing: z.boolean(),
  processed: z.int().min(0),
  result: recalculationResultSchema.nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type RecalculationRun = z.infer<typeof recalculationRunSchema>;

/** GET /customersPlans (admins): the plans catalogue with how many customers hold each, per product. */
export const planHoldingSchema = planSchema.extend({ id: z.uuid(), customers: z.int().min(0) });
export const customersPlansSchema = z.object({ plans: z.array(planHoldingSchema), lastRun: recalculationRunSchema.nullable() });

/** GET /customersPlans/{planId} (admins): the plan and its holders, keyset paged. */
export const planHoldersSchema = z.object({
  plan: planHoldingSchema,
  holders: z.array(z.object({ customerId: z.uuid(), email: z.string(), product: z.enum(products), grantedAt: isoDate, validUntil: isoDate.nullable() })),
  nextCursor: z.string().nullable(),
});
