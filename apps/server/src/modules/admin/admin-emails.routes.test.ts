import type { AuthUser } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { findCustomerByEmail } from '@/modules/customers/customers.repo.ts';
import { customers } from '@/modules/customers/customers.table.ts';
import { signedInCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { promoteConfiguredAdmins } from './admin-emails.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: ' First-Admin@Example.com , existing@example.com' });
});
afterAll(async () => {
  await t?.close();
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin when it registers, whatever its case', async () => {
    const first = await signedInCustomer(t, 'first-admin@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: first.headers })).json<AuthUser>().admin).toBe(true);
    const other = await signedInCustomer(t, 'not-listed@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.headers })).json<AuthUser>().admin).toBe(false);
  });

  it('makes existing listed accounts admins at boot, and only those', async () => {
    const db = t.runtime.database.db;
    await signedInCustomer(t, 'existing@example.com');
    // Registered as an admin already; take it away to see the boot give it back.
    await db.update(customers).set({ admin: false }).where(eq(customers.email, 'existing@example.com'));
    await promoteConfiguredAdmins(db, t.config.adminEmails, t.runtime.log);
    expect((await findCustomerByEmail(db, 'existing@example.com'))?.admin).toBe(true);
    expect((await findCustomerByEmail(db, 'not-listed@example.com'))?.admin).toBe(false);
  });

  it('refuses a value that is not a list of addresses at boot', async () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'root@example.com, nobody' })).toThrow(/ADMIN_EMAILS: must be a comma list of e-mail addresses/);
  });
});
