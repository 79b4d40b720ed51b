import { FREE_PLAN, type AuditAction, type AuditDetail, type CreateOne, type CustomerDetail, type CustomerPatch } from '@booth/shared';
import { AppError, Conflict, Forbidden, Invalid } from '@/errors.ts';
import { revokeAllSessions } from '@/modules/auth/auth.repo.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { findCustomerById, insertCustomer, updateCustomer, type CustomerChanges } from '@/modules/customers/customers.repo.ts';
import type { CustomerRow } from '@/modules/customers/customers.table.ts';
import { findPlanByName, grantPlan } from '@/modules/plans/plans.repo.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { Logger } from '@/platform/logger.ts';
import { assertPasswordAllowed } from '@/platform/security/password-rule.ts';
import { hashPassword } from '@/platform/security/passwords.ts';
import { adminTarget, auditActor, requireAdmin, selfOrAdmin } from './admin-access.ts';
import { copyArFilters } from './ar-filter-copy.ts';
import { recordAudit } from './audit.repo.ts';
import { bookCredits } from './credits.repo.ts';
import { customerDetail } from './customer-detail.ts';

export interface CustomerChangesService {
  /** PATCH /customers/{id}: admins change everything, the customer themself only the name fields (else 403). */
  patch(auth: AuthContext, customerId: string, patch: CustomerPatch): Promise<CustomerDetail>;
  /** POST /customers/createone (admins): an activated customer with credits, optionally with a template's AR filters. */
  createOne(auth: AuthContext, input: CreateOne): Promise<CustomerDetail>;
  /** POST /customers/{id}/duplicatearfilters (admins): copies another customer's AR filters in, skipping ones held already. */
  duplicateArFilters(auth: AuthContext, customerId: string, sourceCustomerId: string): Promise<{ copied: number; skipped: number }>;
}

export interface CustomerChangesDeps {
  db: Db;
  files: FileStore;
  log: Logger;
  now: () => Date;
  /** ADMIN_EMAILS: an account created with one of these is an admin at once. */
  adminEmails: readonly string[];
}

/** What a customer may change on their own account through PATCH /customers/{id}. */
const OWN_FIELDS = new Set<keyof CustomerPatch>(['firstName', 'name']);

const missingField = (path: string, message: string) => new AppError('NOT_FOUND', message, [{ path, message }]);

/** The plain field changes of a patch (plan and credits are booked separately). */
function fieldChanges(patch: CustomerPatch, target: CustomerRow, at: Date): CustomerChanges {
  const { plan: _plan, creditAdjustment: _credits, activated, ...plain } = patch;
  const changes: CustomerChanges = { ...plain };
  if (activated === true && !target.activatedAt) changes.activatedAt = at;
  if (activated === false) changes.activatedAt = null;
  return changes;
}

export function createCustomerChangesService(deps: CustomerChangesDeps): CustomerChangesService {
  const { db, now } = deps;
  const adminEmails = new Set(deps.adminEmails);

  async function validPlan(db: Db, plan: NonNullable<CustomerPatch['plan']>, at: Date) {
    const row = await findPlanByName(db, plan.planName);
    if (!row || !row.products.includes(plan.product)) throw new Invalid(`No plan ${plan.planName} for ${plan.product}`, [{ path: 'plan.planName', message: `not a plan of ${plan.product}` }]);
    const validUntil = plan.validUntil ? new Date(plan.validUntil) : null;
    if (validUntil && validUntil.getTime() <= at.getTime()) throw new Invalid('A plan grant must end in the future', [{ path: 'plan.validUntil', message: 'must be in the future' }]);
    return { row, validUntil };
  }

  return {
    async patch(auth, customerId, patch) {
      const { acting, target, asAdmin } = await selfOrAdmin(db, auth, customerId);
      const fields = (Object.keys(patch) as Array<keyof CustomerPatch>).filter((field) => patch[field] !== undefined);
      const refused = fields.filter((field) => !OWN_FIELDS.has(field));
      if (!asAdmin && refused.length > 0) throw new Forbidden(`Only admins may change ${refused.join(', ')}`);
      // The last admin must not lock everyone out by accident: another admin takes the flag away.
      if (target.id === acting.id && patch.admin === false) throw new Invalid('You cannot take your own admin rights', [{ path: 'admin', message: 'is your own account' }]);
      const at = now();
      const actor = auditActor(auth, acting);
      const updated = await db.transaction(async (tx) => {
        const changes = fieldChanges(patch, target, at);
        const row = Object.keys(changes).length > 0 ? await updateCustomer(tx, target.id, changes, at) : target;
        if (!row) throw new Error(`customer ${target.id} vanished during the change`);
        if (patch.activated === false) await revokeAllSessions(tx, target.id, at);
        if (!asAdmin) return row;
        const audit = (action: AuditAction, detail: AuditDetail) => recordAudit(tx, { customerId: target.id, kind: 'admin', ...actor, action, detail, at });
        const changed = Object.keys(changes).map((field) => (field === 'activatedAt' ? 'activated' : field));
        if (changed.length > 0) await audit('admin.customer.updated', { fields: changed });
        if (patch.plan) {
          const { row: plan, validUntil } = await validPlan(tx, patch.plan, at);
          await grantPlan(tx, target.id, patch.plan.product, plan.id, { source: 'admin', validUntil, actorId: actor.actorId, at });
          await audit('admin.plan.granted', { product: patch.plan.product, plan: plan.name, validUntil: validUntil?.toISOString() ?? null });
        }
        if (patch.creditAdjustment) {
          const { amount, note } = patch.creditAdjustment;
          if (row.creditBalance + amount < 0) throw new Invalid(`The customer holds only ${row.creditBalance} credits`, [{ path: 'creditAdjustment.amount', message: 'takes more credits than held' }]);
          const balance = await bookCredits(tx, { customerId: target.id, kind: 'adjustment', amount, note, actorId: actor.actorId, at });
          await audit('admin.credits.adjusted', { amount, note, balance });
          return { ...row, creditBalance: balance };
        }
        return row;
      });
      return customerDetail(db, updated, { withPlans: true, now: at });
    },

    async createOne(auth, input) {
      const admin = await requireAdmin(db, auth);
      const template = input.arfiltercopy ? await findCustomerById(db, input.arfiltercopy) : undefined;
      if (input.arfiltercopy && !template) throw missingField('arfiltercopy', 'No such template account');
      // The account password an admin sets follows the same rule as one the customer sets.
      await assertPasswordAllowed(input.password, input);
      const [passwordHash, appPasswordHash] = await Promise.all([hashPassword(input.password), input.apppassword ? hashPassword(input.apppassword) : null]);
      const at = now();
      const created = await db.transaction(async (tx) => {
        const customer = await insertCustomer(tx, {
          email: input.email,
          passwordHash,
          appPasswordHash,
          firstName: input.firstName,
          name: input.name,
          role: 'customer',
          admin: adminEmails.has(input.email),
          activatedAt: at,
          creditConsumption: input.creditConsumption,
        });
        if (!customer) throw new Conflict('An account with this e-mail address exists already', [{ path: 'email', message: 'is taken' }]);
        const free = await findPlanByName(tx, FREE_PLAN);
        if (!free) throw new Error('the plans catalogue is not seeded (migration seed-plans missing)');
        await grantPlan(tx, customer.id, 'booth', free.id, { source: 'admin', actorId: admin.id, at });
        const balance = input.credits > 0 ? await bookCredits(tx, { customerId: customer.id, kind: 'grant', amount: input.credits, note: 'createone', actorId: admin.id, at }) : 0;
        const arFilters = template ? await copyArFilters({ db: tx, files: deps.files, log: deps.log }, template.id, customer.id, at) : null;
        await recordAudit(tx, {
          customerId: customer.id,
          kind: 'admin',
          ...auditActor(auth, admin),
          action: 'admin.customer.created',
          detail: { credits: input.credits, creditConsumption: input.creditConsumption, appPassword: Boolean(input.apppassword), arFilters: arFilters?.copied ?? 0 },
          at,
        });
        return { ...customer, creditBalance: balance };
      });
      return customerDetail(db, created, { withPlans: true, now: at });
    },

    async duplicateArFilters(auth, customerId, sourceCustomerId) {
      const { admin, target } = await adminTarget(db, auth, customerId);
      if (sourceCustomerId === target.id) throw new Invalid('Copy from another customer', [{ path: 'sourceCustomerId', message: 'is the same customer' }]);
      const source = await findCustomerById(db, sourceCustomerId);
      if (!source) throw missingField('sourceCustomerId', 'No such customer');
      const at = now();
      return db.transaction(async (tx) => {
        const result = await copyArFilters({ db: tx, files: deps.files, log: deps.log }, source.id, target.id, at);
        if (result.copied > 0) {
          await recordAudit(tx, { customerId: target.id, kind: 'admin', ...auditActor(auth, admin), action: 'admin.arfilters.duplicated', detail: { from: source.email, ...result }, at });
        }
        return result;
      });
    },
  };
}
