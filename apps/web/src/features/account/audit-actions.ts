import type { AuditDetail } from '@booth/shared';

/** The audit actions the server writes (packages/shared account/audit-api.ts), each with a text in `account.audit.actions`. */
export const knownAuditActions = [
  'support.started',
  'support.ended',
  'support.request',
  'admin.customer.updated',
  'admin.customer.created',
  'admin.credits.adjusted',
  'admin.plan.granted',
  'admin.plan.recalculated',
  'admin.arfilters.duplicated',
  'account.password.changed',
  'account.apppassword.changed',
  'account.mfa.enabled',
  'account.mfa.disabled',
  'account.sessions.revoked',
] as const;
export type KnownAuditAction = (typeof knownAuditActions)[number];

export function isKnownAuditAction(action: string): action is KnownAuditAction {
  return (knownAuditActions as readonly string[]).includes(action);
}

/**
 * The detail line under an entry: the request of a support-mode change ("PATCH /api/events/x"), else
 * the small facts the server recorded ("credits: 100"). Never secrets: the server writes none.
 */
export function auditDetailLine(action: string, detail: AuditDetail): string {
  if (action === 'support.request' && typeof detail.method === 'string' && typeof detail.route === 'string') return `${detail.method} ${detail.route}`;
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}
