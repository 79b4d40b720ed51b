import { DEMO_EVENT_NAME, demoEventSettings, FREE_PLAN, eventSettingsSchema, type EventSettings } from '@booth/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import { storeNewEvent } from '@/modules/events/create-event.ts';
import { countEvents } from '@/modules/events/events.repo.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import type { Db } from '@/platform/db/database.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import { ensureStarterLibrary, type StarterLibraryDeps } from '@/modules/templates/starter-library.ts';
import { layer } from '@/modules/templates/templates.service.ts';
import { templateSettings } from '@/modules/templates/template-settings.ts';
import { findCustomerByEmail, insertCustomer } from './customers.repo.ts';
import { ensureSamplePictures, type DemoPicturesDeps } from './demo-pictures.ts';

/** The documented demo organiser (docs/decisions.md); DEMO_ACCOUNT=false keeps it off public installs. */
export const DEMO_EMAIL = 'demo@boothwerk.app';
export const DEMO_PASSWORD = 'boothwerk-demo';
const DEMO_PLAN = 'Gold';
/** The demo admin beside the demo organiser, so a newcomer can open the admin area (README "Admins and support mode"). */
export const DEMO_ADMIN_EMAIL = 'admin@boothwerk.app';
export const DEMO_ADMIN_PASSWORD = 'boothwerk-admin';

/**
 * The demo accounts signing in with their published passwords: those are known on purpose (README),
 * so the password rule does not ask to change them (it would end every demo at its first sign-in).
 */
export function isPublishedDemoLogin(email: string, password: string): boolean {
  return (email === DEMO_EMAIL && password === DEMO_PASSWORD) || (email === DEMO_ADMIN_EMAIL && password === DEMO_ADMIN_PASSWORD);
}

export async function demoAccountExists(db: Db): Promise<boolean> {
  return (await findCustomerByEmail(db, DEMO_EMAIL)) !== undefined;
}

/**
 * The demo campaign: the party template with its starter designs (overlays, start background,
 * fonts), live, with the demo's own modes and sharing (shared demo-event.ts) on top.
 */
export function demoCampaignSettings(): EventSettings {
  const demo = demoEventSettings();
  const party = eventSettingsSchema.parse(templateSettings('party'));
  return eventSettingsSchema.parse(
    layer(party, {
      eventType: demo.eventType,
      shutter: { photo: { enabled: true }, gif: { enabled: true }, boomerang: { enabled: true } },
      screens: { microsite: { callToActionButton: demo.screens.microsite.callToActionButton, footer: demo.screens.microsite.footer } },
    }),
  );
}

/**
 * The demo campaign (a complete virtual booth), so the dashboard and the events list show something
 * real; only for an organiser without campaigns, so running it again changes nothing.
 */
async function ensureDemoCampaign(db: Db, customerId: string): Promise<void> {
  if ((await countEvents(db, customerId)) > 0) return;
  await storeNewEvent(db, { customerId, name: DEMO_EVENT_NAME, settings: demoCampaignSettings(), now: new Date() });
}

/**
 * Runs `create` in a transaction; false when another process created the account first (the
 * create throws TransactionRollbackError when its insert met the unique address).
 */
async function createdOnce(db: Db, create: (tx: Db) => Promise<void>): Promise<boolean> {
  try {
    await db.transaction(create);
    return true;
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}

/** Creates the activated demo admin (on Free, no campaigns) unless its address exists; true when created now. */
export async function ensureDemoAdmin(db: Db): Promise<boolean> {
  if (await findCustomerByEmail(db, DEMO_ADMIN_EMAIL)) return false;
  const passwordHash = await hashPassword(DEMO_ADMIN_PASSWORD);
  return createdOnce(db, async (tx) => {
    const admin = await insertCustomer(tx, { email: DEMO_ADMIN_EMAIL, passwordHash, firstName: 'Demo', name: 'Admin', role: 'customer', admin: true, activatedAt: new Date() });
    if (!admin) throw new TransactionRollbackError();
    const free = await findPlanByName(tx, FREE_PLAN);
    if (!free) throw new Error(`plan ${FREE_PLAN} missing from the catalogue`);
    await grantPlan(tx, admin.id, 'booth', free.id, { source: 'registration' });
  });
}

/**
 * Creates the activated demo organiser on the Gold plan, with its demo campaign, unless it exists
 * (an existing demo account without campaigns, from before campaigns existed, gets the campaign),
 * and the demo admin beside it; true when the organiser was created now.
 */
export async function ensureDemoAccount(db: Db, library: Omit<StarterLibraryDeps, 'db'>): Promise<boolean> {
  await ensureDemoAdmin(db);
  // The demo campaign uses the starter designs: they exist before it points at them.
  await ensureStarterLibrary({ ...library, db });
  const existing = await findCustomerByEmail(db, DEMO_EMAIL);
  if (existing) {
    await ensureDemoCampaign(db, existing.id);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return createdOnce(db, async (tx) => {
    const customer = await insertCustomer(tx, { email: DEMO_EMAIL, passwordHash, firstName: 'Demo', name: 'Boothwerk', role: 'customer', activatedAt: new Date() });
    // Another process created it between the check and the insert; the failed insert aborted the transaction.
    if (!customer) throw new TransactionRollbackError();
    const plan = await findPlanByName(tx, DEMO_PLAN);
    if (!plan) throw new Error(`plan ${DEMO_PLAN} missing from the catalogue`);
    await grantPlan(tx, customer.id, 'booth', plan.id, { source: 'registration' });
    await ensureDemoCampaign(tx, customer.id);
  });
}

/**
 * The demo campaign's sample pictures (demo-pictures.ts), once the demo account exists: uploaded
 * through the guests' path and processed by the jobs. Slow (drawing, processing), so the server runs
 * it in the background after it listens; answers how many pictures this call added.
 */
export async function ensureDemoPictures(deps: DemoPicturesDeps, options?: { timeoutMs: number; pollMs: number }): Promise<number> {
  const demo = await findCustomerByEmail(deps.db, DEMO_EMAIL);
  return demo ? ensureSamplePictures(deps, demo.id, options) : 0;
}
