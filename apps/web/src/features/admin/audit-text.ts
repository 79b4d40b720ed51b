import { isAuditAction, type AuditAction, type AuditDetail } from '@booth/shared';

/** The audit actions of the contract (account/audit-api.ts) and their text keys in the `admin` namespace. */
const actionKeys = {
  'support.started': 'supportStarted',
  'support.ended': 'supportEnded',
  'support.request': 'supportRequest',
  'admin.customer.updated': 'customerUpdated',
  'admin.customer.created': 'customerCreated',
  'admin.credits.adjusted': 'creditsAdjusted',
  'admin.plan.granted': 'planGranted',
  'admin.plan.recalculated': 'planRecalculated',
  'admin.arfilters.duplicated': 'arFiltersDuplicated',
  'admin.asset.visibility': 'assetVisibility',
  'account.password.changed': 'passwordChanged',
  'account.apppassword.changed': 'appPasswordChanged',
  'account.mfa.enabled': 'mfaEnabled',
  'account.mfa.disabled': 'mfaDisabled',
  'account.mfa.backupCodesRenewed': 'backupCodesRenewed',
  'account.mfa.backupCodeUsed': 'backupCodeUsed',
  'account.sessions.revoked': 'sessionsRevoked',
  'billing.subscribed': 'billingSubscribed',
  'billing.canceled': 'billingCanceled',
  'billing.cancellation.revoked': 'billingCancellationRevoked',
  'billing.address.changed': 'billingAddressChanged',
  'billing.card.added': 'billingCardAdded',
  'billing.card.removed': 'billingCardRemoved',
  'billing.credits.bought': 'billingCreditsBought',
  'payments.account.created': 'paymentsAccountCreated',
  'payments.session.refunded': 'paymentsSessionRefunded',
} as const satisfies Record<AuditAction, string>;

export type AuditActionKey = (typeof actionKeys)[keyof typeof actionKeys];

/** The text key of an action, or null for one this version of the app does not know (shown as it is). */
export function auditActionKey(action: string): AuditActionKey | null {
  return isAuditAction(action) ? actionKeys[action] : null;
}

/** How yes and no read in the interface language. */
export interface YesNo {
  yes: string;
  no: string;
}

function detailValue(value: AuditDetail[string], words: YesNo): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return value === null ? '—' : String(value);
}

/**
 * The detail of an entry in one line: a request in support mode as "PATCH /api/events/…", anything
 * else as "name: value" pairs (changed field names, amounts, plan names; never secrets).
 */
export function auditDetailLine(detail: AuditDetail, words: YesNo): string {
  const { method, route, ...rest } = detail;
  const request = typeof method === 'string' && typeof route === 'string' ? `${method} ${route}` : null;
  const others = Object.entries(request ? rest : detail).map(([name, value]) => `${name}: ${detailValue(value, words)}`);
  return [request, ...others].filter(Boolean).join(' · ');
}
