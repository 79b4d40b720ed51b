import { z } from 'zod';
import { emailSchema, passwordSchema, PERSON_NAME_MAX, personNameSchema, scopeSchema } from '../auth.ts';
import { customerRoleNames } from '../customers.ts';
import { planSchema, products } from '../plans.ts';
import { singleLine } from '../safe-text-schema.ts';
import { customerAddressSchema } from '../account/profile-api.ts';
import { mfaTypes } from '../account/mfa-api.ts';

const isoDate = z.iso.datetime({ offset: true });

/** Scopes a user may hold (platform §6: a list or map; held if present). `support`: support staff. */
export const knownScopes = ['support', 'beta'] as const;
export type KnownScope = (typeof knownScopes)[number];

/** A scope as an admin sets it: the list or map of platform §6, with keys one short line each. */
export const scopeInputSchema = z.union([z.array(singleLine().trim().min(1).max(60)).max(50), z.record(singleLine().trim().min(1).max(60), z.boolean())]);

/** A customer's plan for one product, as the admin sees it (customer_plans + its grant). */
export const customerPlanSchema = z.object({
  product: z.enum(products),
  plan: planSchema,
  planId: z.uuid(),
  grantedAt: isoDate,
  /** Null: open-ended. */
  validUntil: isoDate.nullable(),
});
export type CustomerPlan = z.infer<typeof customerPlanSchema>;

/** A row of GET /customers (admin list). `plan`: the booth product's plan name. */
export const adminCustomerRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  name: z.string(),
  role: z.enum(customerRoleNames),
  admin: z.boolean(),
  activated: z.boolean(),
  plan: z.string(),
  credits: z.int(),
  lastActivityAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const ADMIN_CUSTOMER_PAGE_SIZE = 25;
/** GET /customers (admins): `q` searches e-mail and names, `plan` filters by the booth plan name; keyset paged by creation. */
export const adminCustomerListQuerySchema = z.object({
  q: singleLine().trim().max(254).optional(),
  plan: singleLine().max(40).optional(),
  cursor: singleLine().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_CUSTOMER_PAGE_SIZE),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;
export const adminCustomerPageSchema = z.object({ customers: z.array(adminCustomerRowSchema), total: z.int().min(0), nextCursor: z.string().nullable() });
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

/** GET /customers/{id}?plans=1 (the customer themself or an admin): the Customer user of platform §3. */
export const customerDetailSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  name: z.string(),
  timeZone: z.string(),
  address: customerAddressSchema,
  role: z.enum(customerRoleNames),
  admin: z.boolean(),
  moderator: z.boolean(),
  scope: scopeSchema,
  additionalFeatures: z.array(z.string()),
  activatedAt: isoDate.nullable(),
  createdAt: isoDate,
  lastActivityAt: isoDate.nullable(),
  credits: z.object({ balance: z.int(), consumed: z.int().min(0), creditConsumption: z.boolean() }),
  mfa: z.object({ isEnabled: z.boolean(), type: z.enum(mfaTypes).nullable() }),
  hasAppPassword: z.boolean(),
  /** The booth plan (platform §3 Customer user `plan`). */
  plan: planSchema,
  /** With `plans=1`: every product's plan. */
  plans: z.array(customerPlanSchema).optional(),
  /** A plan recalculation of this customer queued or running (platform §4 processing flag). */
  recalculating: z.boolean(),
  /** Counts for the admin's overview. */
  counts: z.object({ events: z.int().min(0), shoots: z.int().min(0), assets: z.int().min(0), devices: z.int().min(0) }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerDetailQuerySchema = z.object({ plans: z.enum(['0', '1', 'true', 'false']).optional() });

/**
 * PATCH /customers/{id}: admins change role, flags, scope, features, credit metering and the plan per
 * product (a grant, optionally until a date); the customer themself may change only name fields.
 * `creditAdjustment`: credits added (+) or taken (−) with a note. Every admin change is audited.
 */
export const customerPatchSchema = z
  .object({
    firstName: personNameSchema,
    name: personNameSchema,
    role: z.enum(customerRoleNames),
    admin: z.boolean(),
    scope: scopeInputSchema,
    additionalFeatures: z.array(singleLine().max(60)).max(50),
    creditConsumption: z.boolean(),
    activated: z.boolean(),
    creditAdjustment: z.object({ amount: z.int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0), note: singleLine().trim().max(200).default('') }),
    plan: z.object({ product: z.enum(products), planName: singleLine().max(40), validUntil: isoDate.nullable().default(null) }),
  })
  .partial();
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

/**
 * POST /customers/createone (admins): an activated customer with credits; `apppassword` optional;
 * `arfiltercopy`: the id of a template account whose AR filters are copied in; `creditConsumption`:
 * whether metered features draw from the credits.
 */
export const createOneSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  apppassword: passwordSchema.optional(),
  credits: z.int().min(0).max(1_000_000).default(0),
  arfiltercopy: z.uuid().nullable().optional(),
  creditConsumption: z.boolean().default(false),
  firstName: singleLine().trim().max(PERSON_NAME_MAX).default(''),
  name: singleLine().trim().max(PERSON_NAME_MAX).default(''),
});
export type CreateOne = z.infer<typeof createOneSchema>;

/** POST /customers/{id}/duplicatearfilters (admins): copy the AR filters of `sourceCustomerId` into {id}; already copied ones are skipped. */
export const duplicateArFiltersSchema = z.object({ sourceCustomerId: z.uuid() });
export const duplicatedArFiltersSchema = z.object({ copied: z.int().min(0), skipped: z.int().min(0) });

/** `purchase`: a credit pack bought (billing). */
export const creditEntryKinds = ['grant', 'consumption', 'adjustment', 'purchase'] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

/** GET /customers/consumedCredits (own) and /customers/{id}/consumedCredits (own or admin). */
export const creditEntrySchema = z.object({
  id: z.uuid(),
  at: isoDate,
  kind: z.enum(creditEntryKinds),
  amount: z.int(),
  feature: z.string(),
  note: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;
export const consumedCreditsSchema = z.object({
  balance: z.int(),
  consumed: z.int().min(0),
  creditConsumption: z.boolean(),
  entries: z.array(creditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ConsumedCredits = z.infer<typeof consumedCreditsSchema>;
export const creditPageQuerySchema = z.object({ cursor: singleLine().max(200).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

/** The admin's read-only view of a customer's data (/admin/customers/{id}/data): GET /customers/{id}/data. */
export const customerDataSchema = z.object({
  events: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string(), live: z.boolean(), shoots: z.int().min(0), createdAt: isoDate, updatedAt: isoDate })),
  shoots: z.array(z.object({ id: z.uuid(), slug: z.string(), eventSlug: z.string(), mode: z.string(), status: z.string(), thumbnailUrl: z.string().nullable(), createdAt: isoDate })),
  assets: z.array(z.object({ id: z.uuid(), name: z.string(), assetType: z.string(), fileSize: z.int().min(0), isPublic: z.boolean(), thumbnailUrl: z.string().nullable(), createdAt: isoDate })),
});
export type CustomerData = z.infer<typeof customerDataSchema>;
