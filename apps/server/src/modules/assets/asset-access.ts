import type { Db } from '@/platform/db/database.ts';
import { findCustomerById } from '@/modules/customers/customers.repo.ts';
import type { AssetRow } from './assets.table.ts';

/** Who acts on an asset; `admin` is looked up only when ownership alone does not decide. */
export interface AssetActor {
  customerId: string;
  isAdmin(): Promise<boolean>;
}

export function actorFor(db: Db, customerId: string): AssetActor {
  let admin: Promise<boolean> | undefined;
  return {
    customerId,
    isAdmin: () => (admin ??= findCustomerById(db, customerId).then((customer) => customer?.admin === true)),
  };
}

/**
 * Only the owner changes or deletes an asset. An admin does so for a customer in support mode, which acts
 * as the customer and audits every change (docs/decisions.md "Admins write through support mode"); the
 * one admin power over assets is making them public (`setVisibility`).
 */
export function mayChange(actor: AssetActor, row: AssetRow): boolean {
  return row.customerId === actor.customerId;
}

/** Everyone signed in may use public assets; private ones their owner, and admins, who read every customer's things (platform §6). */
export async function mayRead(actor: AssetActor, row: AssetRow): Promise<boolean> {
  return row.isPublic || mayChange(actor, row) || (await actor.isAdmin());
}
