import type { AuditDetail } from '@booth/shared';

/** The audit actions the server writes (the shared auditActions), each with a text in `account.audit.actions`. */
export { auditActions as knownAuditActions, isAuditAction as isKnownAuditAction, type AuditAction as KnownAuditAction } from '@booth/shared';

/** Detail fields the server records, each with a label in `account.audit.detail`; others show by their key. */
export const knownDetailKeys = [
  'fields',
  'product',
  'plan',
  'plans',
  'validUntil',
  'amount',
  'note',
  'balance',
  'credits',
  'creditConsumption',
  'creditsBefore',
  'creditsAfter',
  'appPassword',
  'arFilters',
  'from',
  'type',
  'set',
  'revoked',
  'sessionsRevoked',
  'refreshed',
  'left',
  'asset',
  'isPublic',
] as const;
export type KnownDetailKey = (typeof knownDetailKeys)[number];

export function isKnownDetailKey(key: string): key is KnownDetailKey {
  return (knownDetailKeys as readonly string[]).includes(key);
}

/** Internal ids and the support request's own fields: nothing a customer reads. */
const HIDDEN = new Set(['runId', 'sessionId', 'method', 'route', 'status']);

export type AuditFact = { key: string; value: string | number | boolean | string[] };

/**
 * What an entry shows under its action: the request of a support-mode change ("PATCH /api/events/x"),
 * and the facts the server recorded (never secrets: it writes none), without empty values and ids.
 */
export function auditDetailOf(action: string, detail: AuditDetail): { request: string | null; facts: AuditFact[] } {
  const request = action === 'support.request' && typeof detail.method === 'string' && typeof detail.route === 'string' ? `${detail.method} ${detail.route}` : null;
  const facts = Object.entries(detail)
    .filter((entry): entry is [string, AuditFact['value']] => entry[1] !== null && entry[1] !== '' && !HIDDEN.has(entry[0]))
    .map(([key, value]) => ({ key, value }));
  return { request, facts };
}
