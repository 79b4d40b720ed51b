import type { ConsumedCredits } from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import type { Db } from '@/platform/db/database.ts';
import { decodeKeysetCursor } from '@/platform/db/keyset-cursor.ts';
import { actingCustomer, selfOrAdmin } from './admin-access.ts';
import { consumedCredits, listCreditEntries } from './credits.repo.ts';
import { keysetPage } from '@/platform/db/keyset-cursor.ts';

export interface CreditPageQuery {
  cursor?: string;
  limit: number;
}

export interface CreditsService {
  /** GET /customers/consumedCredits: the acting customer's balance and ledger. */
  own(auth: AuthContext, query: CreditPageQuery): Promise<ConsumedCredits>;
  /** GET /customers/{id}/consumedCredits: the customer themself or an admin; others 404. */
  ofCustomer(auth: AuthContext, customerId: string, query: CreditPageQuery): Promise<ConsumedCredits>;
}

export function createCreditsService(deps: { db: Db }): CreditsService {
  const { db } = deps;

  async function ledger(customer: CustomerRow, query: CreditPageQuery): Promise<ConsumedCredits> {
    const before = query.cursor ? decodeKeysetCursor(query.cursor, 'cursor') : undefined;
    const [rows, consumed] = await Promise.all([listCreditEntries(db, customer.id, { before, limit: query.limit }), consumedCredits(db, customer.id)]);
    const page = keysetPage(rows, query.limit);
    return {
      balance: customer.creditBalance,
      consumed,
      creditConsumption: customer.creditConsumption,
      entries: page.rows.map((row) => ({ id: row.id, at: row.createdAt.toISOString(), kind: row.kind, amount: row.amount, feature: row.feature, note: row.note })),
      nextCursor: page.nextCursor,
    };
  }

  return {
    async own(auth, query) {
      return ledger(await actingCustomer(db, auth), query);
    },
    async ofCustomer(auth, customerId, query) {
      return ledger((await selfOrAdmin(db, auth, customerId)).target, query);
    },
  };
}
