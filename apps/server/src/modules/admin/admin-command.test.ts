import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '@/modules/customers/customers.repo.ts';
import { signedInCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { ADMIN_COMMAND_USAGE, runAdminCommand } from './admin-command.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await signedInCustomer(t, 'cli-user@example.com');
});
afterAll(async () => {
  await t?.close();
});

describe('npm run admin', () => {
  const run = (...args: string[]) => runAdminCommand(t.runtime.database.db, args, ['cli-user@example.com']);
  const isAdmin = async () => (await findCustomerByEmail(t.runtime.database.db, 'cli-user@example.com'))?.admin;

  it('grants and revokes admin rights by address, and says when nothing changed', async () => {
    expect(await run('grant', 'CLI-User@example.com')).toEqual({ exitCode: 0, message: 'cli-user@example.com is an admin now' });
    expect(await isAdmin()).toBe(true);
    expect((await run('grant', 'cli-user@example.com')).message).toBe('cli-user@example.com is an admin already');
    const revoked = await run('revoke', 'cli-user@example.com');
    expect(revoked.message).toMatch(/^cli-user@example.com is no admin now; it is listed in ADMIN_EMAILS/);
    expect(await isAdmin()).toBe(false);
  });

  it('refuses unknown accounts and wrong calls', async () => {
    expect((await run('grant', 'nobody@example.com')).exitCode).toBe(1);
    expect(await run('promote', 'cli-user@example.com')).toEqual({ exitCode: 2, message: ADMIN_COMMAND_USAGE });
    expect((await run('grant')).exitCode).toBe(2);
    expect((await run('grant', 'not-an-address')).exitCode).toBe(2);
  });
});
