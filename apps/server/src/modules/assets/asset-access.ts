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

/** Owners and admins may change or delete an asset. */
export async function mayManage(actor: AssetActor, row: AssetRow): Promise<boolean> {
  return row.customerId === actor.customerId || (await actor.isAdmin());
}

/** Everyone signed in may use public assets; private ones only their owner (and admins). */
export async function mayRead(actor: AssetActor, row: AssetRow): Promise<boolean> {
  return row.isPublic || (await mayManage(actor, row));
}
