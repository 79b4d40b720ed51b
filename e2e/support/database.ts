import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Changes a stopped server's embedded database directly, for what no API offers (there is no admin
 * screen yet to grant plans or the admin flag). Only while no server runs on `dataDir`: PGlite has no
 * lock across processes.
 */
export async function editStoppedDatabase(dataDir: string, edit: (db: PGlite) => Promise<void>): Promise<void> {
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    await edit(db);
  } finally {
    await db.close();
  }
}

/** Gives the customer with this e-mail the named booth plan (Silver, Gold, Platinum …). */
export async function grantBoothPlan(db: PGlite, email: string, plan: string): Promise<void> {
  const result = await db.query(
    `INSERT INTO customer_plans (customer_id, product, plan_id)
     SELECT c.id, 'booth', p.id FROM customers c, plans p WHERE c.email = $1 AND p.name = $2
     ON CONFLICT (customer_id, product) DO UPDATE SET plan_id = EXCLUDED.plan_id`,
    [email, plan],
  );
  if (result.affectedRows !== 1) throw new Error(`could not grant ${plan} to ${email}`);
}

export async function makeAdmin(db: PGlite, email: string): Promise<void> {
  const result = await db.query('UPDATE customers SET admin = true WHERE email = $1', [email]);
  if (result.affectedRows !== 1) throw new Error(`no customer ${email}`);
}
