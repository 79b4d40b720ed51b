import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { sandboxObjects } from '@/platform/payments/sandbox.table.ts';
import type { Db } from '@/platform/db/database.ts';

/**
 * The sandbox provider's store: its objects as Stripe would keep them on its side, by prefixed id.
 * Shared by the sandbox's billing part (sandbox-billing.ts) and its guest-payment part (sandbox-connect.ts).
 */
export type SandboxKind = 'customer' | 'payment_method' | 'subscription' | 'invoice' | 'checkout' | 'account' | 'payment' | 'event';

/** A card saved by the sandbox's card form: never the number, only what a receipt shows, and its test outcome. */
export interface SandboxPaymentMethod {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string;
  outcome: 'succeeds' | 'card_declined' | 'insufficient_funds';
  /** The sandbox customer it is attached to (cus_sb_…), or null while unattached (a guest's card). */
  customer: string | null;
}

export function sandboxId(prefix: string): string {
  return `${prefix}_sb_${randomBytes(12).toString('hex')}`;
}

export interface SandboxStore {
  get<T>(kind: SandboxKind, id: string): Promise<T | null>;
  put<T extends object>(kind: SandboxKind, id: string, data: T, owner?: string): Promise<T>;
  list<T>(kind: SandboxKind, owner: string): Promise<(T & { id: string })[]>;
}

export function createSandboxStore(db: Db, now: () => Date): SandboxStore {
  return {
    async get<T>(kind: SandboxKind, id: string) {
      const [row] = await db.select({ data: sandboxObjects.data }).from(sandboxObjects).where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
      return row ? (row.data as T) : null;
    },
    async put<T extends object>(kind: SandboxKind, id: string, data: T, owner = '') {
      const at = now();
      const value = data as Record<string, unknown>;
      await db
        .insert(sandboxObjects)
        .values({ id, kind, owner, data: value, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: value, owner, updatedAt: at } });
      return data;
    },
    async list<T>(kind: SandboxKind, owner: string) {
      const rows = await db
        .select({ id: sandboxObjects.id, data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.kind, kind), eq(sandboxObjects.owner, owner)))
        .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id));
      return rows.map((row) => ({ ...(row.data as T), id: row.id }));
    },
  };
}
