import type { AdminCustomerPage, AuditPage, AuthLevel, ConsumedCredits, CustomerData, CustomerDetail } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, fieldPaths } from '@/modules/events/events.test-support.ts';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import { LIBRARY_CUSTOMER_ID, LIBRARY_EMAIL } from '@/modules/templates/starter-catalogue.ts';
import { ensureLibraryCustomer } from '@/modules/templates/starter-library.repo.ts';
import { jpeg, signedInCustomer, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { adminOn } from './admin.test-support.ts';

let t: TestApp;
let admin: TestCustomer;
let ann: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminOn(t, 'boss@example.com');
  ann = await signedInCustomer(t, 'ann.admin-list@example.com');
  bob = await signedInCustomer(t, 'bob.admin-list@example.com');
});
afterAll(async () => {
  await t?.close();
});

describe('admin-only calls', () => {
  const adminOnly = (id: () => string) =>
    [
      ['GET', '/customers', undefined],
      ['GET', `/customers/${id()}/data`, undefined],
      ['GET', `/customers/${id()}/audit`, undefined],
      ['POST', '/customers/createone', { email: 'never@example.com', password: 'a-good-password' }],
      ['POST', `/customers/${id()}/duplicatearfilters`, { sourceCustomerId: id() }],
      ['GET', '/customersPlans', undefined],
      ['POST', '/customersPlans/recalculate', undefined],
      ['POST', `/customersPlans/${id()}/recalculate`, undefined],
    ] as const;

  it('answer 401 without a session and 403 to a customer, even about their own account', async () => {
    for (const [method, url, body] of adminOnly(() => ann.id)) {
      expect((await call(t, undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(t, ann, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answer an admin', async () => {
    expect((await call(t, admin, 'GET', '/customers')).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', `/customers/${ann.id}/data`)).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', `/customers/${ann.id}/audit`)).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', '/customersPlans')).statusCode).toBe(200);
  });

  it('answer 404 for an unknown customer', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/customers/${unknown}`, `/customers/${unknown}/data`, `/customers/${unknown}/audit`, `/customers/${unknown}/consumedCredits`]) {
      expect((await call(t, admin, 'GET', url)).statusCode, url).toBe(404);
    }
  });
});

describe('GET /customers', () => {
  it('lists everyone newest first with plan, credits and activity, and pages by cursor with the total', async () => {
    const first = await call(t, admin, 'GET', '/customers?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<AdminCustomerPage>();
    expect(page.total).toBe(3);
    expect(page.customers.map((row) => row.email)).toEqual(['bob.admin-list@example.com', 'ann.admin-list@example.com']);
    expect(page.customers[0]).toMatchObject({ plan: 'Free', credits: 0, role: 'trial', admin: false, activated: true, firstName: 'Anna', name: 'Berg' });
    // Signing in counts as activity.
    expect(page.customers[0]?.lastActivityAt).not.toBeNull();
    const second = (await call(t, admin, 'GET', `/customers?limit=2&cursor=${page.nextCursor}`)).json<AdminCustomerPage>();
    expect(second.customers.map((row) => row.email)).toEqual(['boss@example.com']);
    expect(second.nextCursor).toBeNull();
  });

  it('searches e-mail and names, and filters by the booth plan', async () => {
    const found = (await call(t, admin, 'GET', '/customers?q=ANN.ADMIN')).json<AdminCustomerPage>();
    expect(found.customers.map((row) => row.email)).toEqual(['ann.admin-list@example.com']);
    expect(found.total).toBe(1);
    expect((await call(t, admin, 'GET', '/customers?q=anna%20berg')).json<AdminCustomerPage>().total).toBe(3);
    expect((await call(t, admin, 'GET', '/customers?q=100%25')).json<AdminCustomerPage>().total).toBe(0);
    expect((await call(t, admin, 'GET', '/customers?plan=free')).json<AdminCustomerPage>().total).toBe(3);
    expect((await call(t, admin, 'GET', '/customers?plan=Gold')).json<AdminCustomerPage>().total).toBe(0);
  });

  it('leaves out the starter library\'s owner, which is the installation\'s and no customer', async () => {
    await ensureLibraryCustomer(t.runtime.database.db, { id: LIBRARY_CUSTOMER_ID, email: LIBRARY_EMAIL, passwordHash: 'unusable' });
    const page = (await call(t, admin, 'GET', '/customers?limit=50')).json<AdminCustomerPage>();
    expect(page.customers.map((row) => row.email)).not.toContain(LIBRARY_EMAIL);
    expect(page.total).toBe(3);
  });

  it('names the cursor when it is not one', async () => {
    const response = await call(t, admin, 'GET', '/customers?cursor=nonsense');
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['cursor']);
  });
});

describe('GET /customers/{id}', () => {
  it('answers the customer themself and an admin; another customer gets 404', async () => {
    const own = await call(t, ann, 'GET', `/customers/${ann.id}?plans=1`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<CustomerDetail>()).toMatchObject({
      id: ann.id,
      email: ann.email,
      role: 'trial',
      plan: { name: 'Free' },
      plans: [{ product: 'booth', plan: { name: 'Free' }, validUntil: null }],
      credits: { balance: 0, consumed: 0, creditConsumption: false },
      mfa: { isEnabled: false, type: null },
      hasAppPassword: false,
      recalculating: false,
    });
    const seen = (await call(t, admin, 'GET', `/customers/${ann.id}`)).json<CustomerDetail>();
    expect(seen.email).toBe(ann.email);
    expect(seen.plans).toBeUndefined();
    expect((await call(t, bob, 'GET', `/customers/${ann.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /customers/{id}', () => {
  it('lets the customer change their own name, nothing else (403), and nobody else\'s (404)', async () => {
    const renamed = await call(t, ann, 'PATCH', `/customers/${ann.id}`, { firstName: 'Annie', name: 'Brook' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<CustomerDetail>()).toMatchObject({ firstName: 'Annie', name: 'Brook' });
    const refused = await call(t, ann, 'PATCH', `/customers/${ann.id}`, { firstName: 'Ann', admin: true, creditAdjustment: { amount: 5 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('admin, creditAdjustment');
    expect((await call(t, bob, 'PATCH', `/customers/${ann.id}`, { firstName: 'Hacked' })).statusCode).toBe(404);
    expect((await call(t, admin, 'GET', `/customers/${ann.id}`)).json<CustomerDetail>()).toMatchObject({ firstName: 'Annie', admin: false });
  });

  it('lets an admin grant a plan: /auth/level shows it at once, and the grant is audited', async () => {
    const level = async () => (await call(t, bob, 'GET', '/auth/level')).json<AuthLevel>();
    expect((await level()).plans.map((plan) => plan.name)).toEqual(['Free']);
    const granted = await call(t, admin, 'PATCH', `/customers/${bob.id}`, { plan: { product: 'booth', planName: 'Platinum' } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<CustomerDetail>()).toMatchObject({ plan: { name: 'Platinum', level: 30 }, plans: [{ product: 'booth', plan: { name: 'Platinum' }, validUntil: null }] });
    expect(await level()).toMatchObject({ plans: [{ name: 'Platinum' }], role: { level: 30 } });
    // An open-ended grant replaces: the admin may lower the plan again.
    await call(t, admin, 'PATCH', `/customers/${bob.id}`, { plan: { product: 'booth', planName: 'Silver' } });
    expect((await level()).plans.map((plan) => plan.name)).toEqual(['Silver']);

    const audit = (await call(t, bob, 'GET', '/customers/audit')).json<AuditPage>();
    expect(audit.entries.slice(0, 2)).toMatchObject([
      { kind: 'admin', actorEmail: 'boss@example.com', action: 'admin.plan.granted', detail: { product: 'booth', plan: 'Silver', validUntil: null } },
      { kind: 'admin', actorEmail: 'boss@example.com', action: 'admin.plan.granted', detail: { plan: 'Platinum' } },
    ]);
  });

  it('names a plan that is not one of the product, and a grant ending in the past', async () => {
    const wrong = await call(t, admin, 'PATCH', `/customers/${bob.id}`, { plan: { product: 'booth', planName: 'Agency' } });
    expect(wrong.statusCode).toBe(400);
    expect(fieldPaths(wrong)).toEqual(['plan.planName']);
    const past = await call(t, admin, 'PATCH', `/customers/${bob.id}`, { plan: { product: 'booth', planName: 'Gold', validUntil: '2020-01-01T00:00:00.000Z' } });
    expect(past.statusCode).toBe(400);
    expect(fieldPaths(past)).toEqual(['plan.validUntil']);
  });

  it('books a credit adjustment in the ledger and the balance together, and refuses taking more than held', async () => {
    const added = await call(t, admin, 'PATCH', `/customers/${bob.id}`, { creditAdjustment: { amount: 40, note: 'Goodwill' } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<CustomerDetail>().credits.balance).toBe(40);
    const taken = await call(t, admin, 'PATCH', `/customers/${bob.id}`, { creditAdjustment: { amount: -50 } });
    expect(taken.statusCode).toBe(400);
    expect(fieldPaths(taken)).toEqual(['creditAdjustment.amount']);
    const ledger = (await call(t, bob, 'GET', '/customers/consumedCredits')).json<ConsumedCredits>();
    expect(ledger).toMatchObject({ balance: 40, consumed: 0, entries: [{ kind: 'adjustment', amount: 40, note: 'Goodwill' }] });
    expect((await call(t, admin, 'GET', `/customers/${bob.id}/consumedCredits`)).json<ConsumedCredits>().balance).toBe(40);
    expect((await call(t, ann, 'GET', `/customers/${bob.id}/consumedCredits`)).statusCode).toBe(404);
    const audit = (await call(t, admin, 'GET', `/customers/${bob.id}/audit?limit=1`)).json<AuditPage>();
    expect(audit.entries).toMatchObject([{ action: 'admin.credits.adjusted', detail: { amount: 40, note: 'Goodwill', balance: 40 } }]);
  });

  it('changes role, scope and features, deactivates (signing the customer out) and names what changed in the audit log', async () => {
    const carl = await signedInCustomer(t, 'carl.admin-list@example.com');
    const changed = await call(t, admin, 'PATCH', `/customers/${carl.id}`, { role: 'tester', scope: ['beta'], additionalFeatures: ['ai'], creditConsumption: true });
    expect(changed.json<CustomerDetail>()).toMatchObject({ role: 'tester', scope: ['beta'], additionalFeatures: ['ai'], credits: { creditConsumption: true } });
    expect((await call(t, admin, 'PATCH', `/customers/${carl.id}`, { activated: false })).json<CustomerDetail>().activatedAt).toBeNull();
    expect((await call(t, carl, 'GET', '/auth/user')).statusCode).toBe(401);
    const audit = (await call(t, admin, 'GET', `/customers/${carl.id}/audit`)).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.detail.fields)).toEqual([['activated'], ['role', 'scope', 'additionalFeatures', 'creditConsumption']]);
  });

  it('keeps an admin from taking their own admin rights', async () => {
    const response = await call(t, admin, 'PATCH', `/customers/${admin.id}`, { admin: false });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['admin']);
  });
});

describe('GET /customers/{id}/data', () => {
  it("shows an admin the customer's campaigns, pictures and assets with thumbnails", async () => {
    const event = await createEvent(t, ann, { name: 'Summer party' });
    const asset = await uploadOk(t, ann, 'greenScreen', 'beach.jpg', await jpeg(120, 90));
    const thumb = { path: 'shoots/x/thumb.webp', size: 10, mimetype: 'image/webp' };
    const picture = await insertShootRow(t, event.id, 'adm', { renditions: { thumbnail: thumb } });
    const data = (await call(t, admin, 'GET', `/customers/${ann.id}/data`)).json<CustomerData>();
    expect(data.events).toMatchObject([{ id: event.id, name: 'Summer party', live: false }]);
    expect(data.shoots).toEqual([expect.objectContaining({ id: picture.id, eventSlug: event.slug, mode: 'Photo', status: 'ready', thumbnailUrl: '/api/files/shoots/x/thumb.webp' })]);
    expect(data.assets).toMatchObject([{ id: asset.id, name: 'beach.jpg', assetType: 'greenScreen', isPublic: false, thumbnailUrl: asset.thumbnailPath }]);
    // The admin's session may load the customer's private thumbnail.
    const thumbnail = await t.app.inject({ method: 'GET', url: data.assets[0]?.thumbnailUrl ?? '', headers: admin.headers });
    expect(thumbnail.statusCode).toBe(200);
  });
});
