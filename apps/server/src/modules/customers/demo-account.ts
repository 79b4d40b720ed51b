import { DEMO_EVENT_NAME, demoEventSettings } from '@booth/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import { storeNewEvent } from '@/modules/events/create-event.ts';
import { countEvents } from '@/modules/events/events.repo.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import type { Db } from '@/platform/db/database.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { findCustomerByEmail, insertCustomer } from './customers.repo.ts';

/** The documented demo organiser (docs/decisions.md); DEMO_ACCOUNT=false keeps it off public installs. */
export const DEMO_EMAIL = 'demo@boothwerk.app';
export const DEMO_PASSWORD = 'boothwerk-demo';
const DEMO_PLAN = 'Gold';

export async function demoAccountExists(db: Db): Promise<boolean> {
  return (await findCustomerByEmail(db, DEMO_EMAIL)) !== undefined;
}

/**
 * The demo campaign (a complete virtual booth), so the dashboard and the events list show something
 * real; only for an organiser without campaigns, so running it again changes nothing.
 */
async function ensureDemoCampaign(db: Db, customerId: string): Promise<void> {
  if ((await countEvents(db, customerId)) > 0) return;
  await storeNewEvent(db, { customerId, name: DEMO_EVENT_NAME, settings: demoEventSettings(), now: new Date() });
}

/**
 * Creates the activated demo organiser on the Gold plan, with its demo campaign, unless it exists
 * (an existing demo account without campaigns, from before campaigns existed, gets the campaign);
 * true when the account was created now.
 */
export async function ensureDemoAccount(db: Db): Promise<boolean> {
  const existing = await findCustomerByEmail(db, DEMO_EMAIL);
  if (existing) {
    await ensureDemoCampaign(db, existing.id);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  try {
    return await db.transaction(async (tx) => {
      const customer = await insertCustomer(tx, { email: DEMO_EMAIL, passwordHash, role: 'customer', activatedAt: new Date() });
      // Another process created it between the check and the insert; the failed insert aborted the transaction.
      if (!customer) throw new TransactionRollbackError();
      const plan = await findPlanByName(tx, DEMO_PLAN);
      if (!plan) throw new Error(`plan ${DEMO_PLAN} missing from the catalogue`);
      await grantPlan(tx, customer.id, 'booth', plan.id);
      await ensureDemoCampaign(tx, customer.id);
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}
