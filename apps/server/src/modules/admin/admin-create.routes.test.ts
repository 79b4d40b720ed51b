import type { Asset, AssetList, AuditPage, ConsumedCredits, CustomerDetail } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldPaths } from '@/modules/events/events.test-support.ts';
import { sampleArFilterZip } from '@/test/ar-filter-fixture.ts';
import { signedInCustomer, storedKeys, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { login, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { adminOn } from './admin.test-support.ts';

let t: TestApp;
let admin: TestCustomer;
let template: TestCustomer;
let filters: Asset[];

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'second-boss@example.com' });
  admin = await adminOn(t, 'creator-admin@example.com');
  template = await signedInCustomer(t, 'template@example.com');
  // Two different packages (the second zipped inside a folder, so its bytes differ).
  filters = [await uploadOk(t, template, 'arFilter', 'party.zip', await sampleArFilterZip()), await uploadOk(t, template, 'arFilter', 'folder.zip', await sampleArFilterZip({}, 'party/'))];
});
afterAll(async () => {
  await t?.close();
});

const keysOf = async (customerId: string) => (await storedKeys(t)).filter((key) => key.startsWith(`assets/${customerId}/`)).sort();
const arFiltersOf = async (who: { headers: Record<string, string> }) =>
  (await t.app.inject({ method: 'GET', url: '/api/assets?assetType=arFilter', headers: who.headers })).json<AssetList>().assets;

describe('POST /customers/createone', () => {
  let created: CustomerDetail;

  it('creates an activated customer with credits, an app password and copies of the template\'s AR filters', async () => {
    const response = await call(t, admin, 'POST', '/customers/createone', {
      email: 'Agency@Example.com',
      password: 'tulip-studio-ledger',
      apppassword: 'booth-app-password',
      credits: 250,
      arfiltercopy: template.id,
      creditConsumption: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<CustomerDetail>();
    expect(created).toMatchObject({ email: 'agency@example.com', role: 'customer', admin: false, hasAppPassword: true, credits: { balance: 250, creditConsumption: true }, plan: { name: 'Free' }, counts: { assets: 2 } });
    expect(created.activatedAt).not.toBeNull();

    const headers = await signIn(t, 'agency@example.com', 'tulip-studio-ledger');
    // The app password is the booth devices', never the web app's.
    expect((await login(t, 'agency@example.com', 'booth-app-password')).statusCode).toBe(401);
    const ledger = (await t.app.inject({ method: 'GET', url: '/api/customers/consumedCredits', headers })).json<ConsumedCredits>();
    expect(ledger).toMatchObject({ balance: 250, entries: [{ kind: 'grant', amount: 250 }] });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/customers/audit', headers })).json<AuditPage>();
    expect(audit.entries).toMatchObject([{ kind: 'admin', actorEmail: admin.email, action: 'admin.customer.created', detail: { credits: 250, arFilters: 2, appPassword: true } }]);

    const copies = await arFiltersOf({ headers });
    expect(copies.map((asset) => asset.originalname).sort()).toEqual(['folder.zip', 'party.zip']);
    expect(copies.every((asset) => asset.customerId === created.id && !asset.isPublic)).toBe(true);
    expect(copies.map((asset) => asset.id)).not.toContain(filters[0]?.id);
    // Every file is copied into the new customer's own folders: nothing is shared with the template.
    const own = await keysOf(created.id);
    const original = await keysOf(template.id);
    expect(own.length).toBe(original.length);
    expect(own.filter((key) => key.endsWith('ar-filter.json'))).toHaveLength(2);
    expect(own.filter((key) => /ar-layer-\d\.png$/.test(key))).toHaveLength(4);
    const copy = copies.find((asset) => asset.originalname === 'party.zip');
    const layer = await t.app.inject({ method: 'GET', url: copy?.filePath.replace(/original\.zip$/, 'ar-layer-0.png') ?? '', headers });
    expect(layer.statusCode).toBe(200);
    expect(layer.headers['content-type']).toBe('image/png');
  });

  it("keeps the copies when the template deletes its filters", async () => {
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/assets/${filters[0]?.id}`, headers: template.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const headers = await signIn(t, 'agency@example.com', 'tulip-studio-ledger');
    const copy = (await arFiltersOf({ headers })).find((asset) => asset.originalname === 'party.zip');
    expect((await t.app.inject({ method: 'GET', url: copy?.filePath ?? '', headers })).statusCode).toBe(200);
    filters = [await uploadOk(t, template, 'arFilter', 'party.zip', await sampleArFilterZip()), ...filters.slice(1)];
  });

  it('refuses a taken address (409) and an unknown template (404), naming the field', async () => {
    const taken = await call(t, admin, 'POST', '/customers/createone', { email: 'agency@example.com', password: 'tulip-studio-ledger' });
    expect(taken.statusCode).toBe(409);
    expect(fieldPaths(taken)).toEqual(['email']);
    const unknown = await call(t, admin, 'POST', '/customers/createone', { email: 'new@example.com', password: 'tulip-studio-ledger', arfiltercopy: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(fieldPaths(unknown)).toEqual(['arfiltercopy']);
    const short = await call(t, admin, 'POST', '/customers/createone', { email: 'new@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(fieldPaths(short)).toEqual(['password']);
    // An account password an admin sets follows the password rule too.
    const common = await call(t, admin, 'POST', '/customers/createone', { email: 'new@example.com', password: '12345678' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ fields: [{ path: 'password', code: 'password_common' }] });
  });

  it('makes an address of ADMIN_EMAILS an admin at once', async () => {
    const response = await call(t, admin, 'POST', '/customers/createone', { email: 'second-boss@example.com', password: 'tulip-studio-ledger' });
    expect(response.json<CustomerDetail>().admin).toBe(true);
  });
});

describe('POST /customers/{id}/duplicatearfilters', () => {
  it('copies the filters once; a second call skips them all', async () => {
    const target = await signedInCustomer(t, 'duplicate-target@example.com');
    const first = await call(t, admin, 'POST', `/customers/${target.id}/duplicatearfilters`, { sourceCustomerId: template.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ copied: 2, skipped: 0 });
    const again = await call(t, admin, 'POST', `/customers/${target.id}/duplicatearfilters`, { sourceCustomerId: template.id });
    expect(again.json()).toEqual({ copied: 0, skipped: 2 });
    expect(await arFiltersOf(target)).toHaveLength(2);
    expect(await keysOf(target.id)).toHaveLength((await keysOf(template.id)).length);
    const audit = (await call(t, target, 'GET', '/customers/audit')).json<AuditPage>();
    expect(audit.entries).toMatchObject([{ action: 'admin.arfilters.duplicated', detail: { from: template.email, copied: 2, skipped: 0 } }]);
  });

  it('refuses copying a customer into themself and names an unknown source', async () => {
    const same = await call(t, admin, 'POST', `/customers/${template.id}/duplicatearfilters`, { sourceCustomerId: template.id });
    expect(same.statusCode).toBe(400);
    expect(fieldPaths(same)).toEqual(['sourceCustomerId']);
    const unknown = await call(t, admin, 'POST', `/customers/${template.id}/duplicatearfilters`, { sourceCustomerId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(fieldPaths(unknown)).toEqual(['sourceCustomerId']);
  });
});
