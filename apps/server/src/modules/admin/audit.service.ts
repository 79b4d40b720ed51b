import type { AuditEntry, AuditPage } from '@booth/shared';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { decodeKeysetCursor } from '@/platform/db/keyset-cursor.ts';
import { actingCustomer, adminTarget } from './admin-access.ts';
import { listAudit, type AuditRow } from './audit.repo.ts';
import { keysetPage } from '@/platform/db/keyset-cursor.ts';

export interface AuditPageQuery {
  cursor?: string;
  limit: number;
}

export interface AuditService {
  /** GET /customers/audit: what was done to the acting customer's account, newest first. */
  own(auth: AuthContext, query: AuditPageQuery): Promise<AuditPage>;
  /** GET /customers/{id}/audit: the same for any customer, admins only. */
  ofCustomer(auth: AuthContext, customerId: string, query: AuditPageQuery): Promise<AuditPage>;
}

function toEntry(row: AuditRow): AuditEntry {
  return { id: row.id, at: row.createdAt.toISOString(), kind: row.kind, actorEmail: row.actorEmail, action: row.action, detail: row.detail };
}

export function createAuditService(deps: { db: Db }): AuditService {
  const { db } = deps;

  async function page(customerId: string, query: AuditPageQuery): Promise<AuditPage> {
    const before = query.cursor ? decodeKeysetCursor(query.cursor, 'cursor') : undefined;
    const { rows, nextCursor } = keysetPage(await listAudit(db, customerId, { before, limit: query.limit }), query.limit);
    return { entries: rows.map(toEntry), nextCursor };
  }

  return {
    async own(auth, query) {
      return page((await actingCustomer(db, auth)).id, query);
    },
    async ofCustomer(auth, customerId, query) {
      return page((await adminTarget(db, auth, customerId)).target.id, query);
    },
  };
}
