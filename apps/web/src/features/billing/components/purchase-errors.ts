import type { FieldIssue } from '@booth/shared';

/** Which step of a purchase an error came from: saving the test card, or the subscription itself. */
export class PurchaseStepError extends Error {
  override readonly name = 'PurchaseStepError';
  constructor(
    readonly step: 'card' | 'subscribe',
    override readonly cause: unknown,
  ) {
    super(`purchase failed at ${step}`);
  }
}

export type PurchaseFieldName =
  | 'licenses'
  | 'companyName'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'vatId'
  | 'card.number'
  | 'card.name'
  | 'card.expiry'
  | 'card.cvc';

const ADDRESS = ['companyName', 'street', 'zipCode', 'city', 'country'] as const;
const CARD = ['number', 'name', 'expiry', 'cvc'] as const;

/**
 * The form field a server issue names: the card form's own answer names `number`, `expiry` …; the
 * subscription names `address.country`, `vatId`, `licenses`.
 */
export function purchaseFieldOf(step: 'card' | 'subscribe', issue: Pick<FieldIssue, 'path'>): PurchaseFieldName | null {
  const path = issue.path.replace(/^body\./, '');
  if (step === 'card') {
    const field = CARD.find((name) => path === name || path === `card.${name}`);
    return field ? `card.${field}` : null;
  }
  const address = ADDRESS.find((name) => path === `address.${name}` || path === name);
  if (address) return address;
  if (path === 'vatId' || path === 'licenses') return path;
  return null;
}
