import { featureSwitchPath, type AdminCustomerPage } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { adminOn } from './admin.test-support.ts';

let t: TestApp;
let admin: TestCustomer;
let tester: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOn(t, 'tester-admin@example.com');
  tester = await signedInCustomer(t, 'staff-tester@example.com');
});
afterAll(async () => {
  await t?.close();
});

/** A campaign body with the survey (a Platinum feature) switched on. */
function withSurvey(name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { name };
  let node = body;
  const path = featureSwitchPath('survey').split('.');
  for (const key of path.slice(0, -1)) node = (node[key] = {}) as Record<string, unknown>;
  node[path.at(-1) ?? ''] = true;
  return body;
}

describe('the tester role', () => {
  it('opens every feature tier on the Free plan, enforced on the server; the admin list marks it', async () => {
    const refused = await call(t, tester, 'POST', '/events', withSurvey('Before'));
    expect(refused.statusCode).toBe(402);
    expect((await call(t, admin, 'PATCH', `/customers/${tester.id}`, { role: 'tester' })).statusCode).toBe(200);
    const created = await call(t, tester, 'POST', '/events', withSurvey('As a tester'));
    expect(created.statusCode, created.body).toBe(201);
    // The plan stays what it is: only the tier checks open up.
    expect((await call(t, tester, 'GET', '/auth/level')).json()).toMatchObject({ role: { role: 'tester' }, plans: [{ name: 'Free' }] });
    const list = (await call(t, admin, 'GET', '/customers?q=staff-tester')).json<AdminCustomerPage>();
    expect(list.customers).toMatchObject([{ role: 'tester', plan: 'Free' }]);
  });
});
