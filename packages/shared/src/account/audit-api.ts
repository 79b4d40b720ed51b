import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';

const isoDate = z.iso.datetime({ offset: true });

/** Who wrote an audit entry: an admin's change, support mode acting for the customer, the account itself. */
export const auditKinds = ['support', 'admin', 'account'] as const;
export type AuditKind = (typeof auditKinds)[number];

/** Free-form but small: method, route, ids, changed field names — never passwords, tokens or bodies. */
export type AuditDetail = Record<string, string | number | boolean | null | string[]>;
export const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]));

/**
 * The audit actions the server writes (stable keys the web app translates). support.request is a write
 * in support mode, with detail {method, route, status}.
 */
export const auditActions = [
  'support.started',
  'support.ended',
  'support.request',
  'admin.customer.updated',
  'admin.customer.created',
  'admin.credits.adjusted',
  'admin.plan.granted',
  'admin.plan.recalculated',
  'admin.arfilters.duplicated',
  'admin.asset.visibility',
  'account.password.changed',
  'account.apppassword.changed',
  'account.mfa.enabled',
  'account.mfa.disabled',
  'account.mfa.backupCodesRenewed',
  'account.mfa.backupCodeUsed',
  'account.sessions.revoked',
  'billing.subscribed',
  'billing.canceled',
  'billing.cancellation.revoked',
  'billing.address.changed',
  'billing.card.added',
  'billing.card.removed',
  'billing.credits.bought',
  'payments.account.created',
  'payments.session.refunded',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Whether this version knows the action (an older app shows a newer one's key as it is). */
export function isAuditAction(action: string): action is AuditAction {
  return (auditActions as readonly string[]).includes(action);
}

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: isoDate,
  kind: z.enum(auditKinds),
  actorEmail: z.string(),
  action: z.string(),
  detail: auditDetailSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;
/** GET /customers/audit?cursor= (own) and GET /customers/{id}/audit (admins): newest first, keyset paged. */
export const auditPageQuerySchema = z.object({ cursor: singleLine().max(200).optional(), limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE) });
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
