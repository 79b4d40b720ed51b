import { profileSchema, type Profile } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldPaths } from '@/modules/events/events.test-support.ts';
import { png, signedInCustomer, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let ada: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'ada@example.com');
  bob = await signedInCustomer(t, 'bob@example.com');
});
afterAll(async () => {
  await t?.close();
});

const patch = (customer: TestCustomer, body: object) => call(t, customer, 'PATCH', '/customers/profile', body);

describe('the profile', () => {
  it("answers the signed-in customer's own profile, and 401 without a session", async () => {
    const response = await call(t, ada, 'GET', '/customers/profile');
    expect(response.statusCode, response.body).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      id: ada.id,
      email: 'ada@example.com',
      firstName: 'Anna',
      name: 'Berg',
      timeZone: 'Europe/Berlin',
      avatar: null,
      address: { companyName: '', street: '', zipCode: '', city: '', country: '' },
      hasAppPassword: false,
    });
    expect((await call(t, undefined, 'GET', '/customers/profile')).statusCode).toBe(401);
  });

  it('changes the name and the time zone; refuses an unknown time zone and overlong or control-character names naming the field', async () => {
    const changed = await patch(ada, { firstName: 'Ada', name: 'Lovelace', timeZone: 'America/New_York' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Profile>()).toMatchObject({ firstName: 'Ada', name: 'Lovelace', timeZone: 'America/New_York' });

    for (const [body, field] of [
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ timeZone: 'x'.repeat(65) }, 'timeZone'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ name: 'Evil\u0000Name' }, 'name'],
      [{ name: '' }, 'name'],
      [{ avatarId: 'not-a-uuid' }, 'avatarId'],
    ] as const) {
      const refused = await patch(ada, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect([...new Set(fieldPaths(refused))]).toEqual([field]);
    }
    expect((await call(t, ada, 'GET', '/customers/profile')).json<Profile>()).toMatchObject({ firstName: 'Ada', timeZone: 'America/New_York' });
  });

  it('takes an own avatar asset; another customer\'s asset, another type or an unknown id is refused naming avatarId', async () => {
    const avatar = await uploadOk(t, ada, 'avatar', 'me.png', await png(128, 128));
    const set = await patch(ada, { avatarId: avatar.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Profile>().avatar).toEqual({ id: avatar.id, filePath: avatar.filePath, thumbnailPath: avatar.thumbnailPath ?? avatar.filePath });

    const bobs = await uploadOk(t, bob, 'avatar', 'bob.png', await png(128, 128));
    const logo = await uploadOk(t, ada, 'logo', 'logo.png', await png(128, 128));
    for (const avatarId of [bobs.id, logo.id, '6f1c3b9e-8d2a-4c1e-9f3b-2a7d5e8c1b40']) {
      const refused = await patch(ada, { avatarId });
      expect(refused.statusCode).toBe(400);
      expect(fieldPaths(refused)).toEqual(['avatarId']);
    }
    expect((await call(t, ada, 'GET', '/customers/profile')).json<Profile>().avatar?.id).toBe(avatar.id);
    // The account menu shows it from the user record.
    expect((await call(t, ada, 'GET', '/auth/user')).json<{ avatarUrl: string | null }>().avatarUrl).toBe(avatar.thumbnailPath ?? avatar.filePath);
    // Bob's profile does not show Ada's picture, and null removes it.
    expect((await call(t, bob, 'GET', '/customers/profile')).json<Profile>().avatar).toBeNull();
    expect((await patch(ada, { avatarId: null })).json<Profile>().avatar).toBeNull();
    expect((await call(t, ada, 'GET', '/auth/user')).json<{ avatarUrl: string | null }>().avatarUrl).toBeNull();
  });
});

describe('the address (PUT /customers)', () => {
  it('stores the address and answers the profile; only the own account changes', async () => {
    const address = { companyName: 'Lovelace GmbH', street: 'Hauptstr. 1', zipCode: '10115', city: 'Berlin', country: 'DE' };
    const response = await call(t, ada, 'PUT', '/customers', { address });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Profile>().address).toEqual(address);
    expect((await call(t, bob, 'GET', '/customers/profile')).json<Profile>().address.city).toBe('');
  });

  it('refuses a country that is no ISO code and overlong parts, naming the field', async () => {
    for (const [address, field] of [
      [{ country: 'de' }, 'address.country'],
      [{ country: 'Germany' }, 'address.country'],
      [{ street: 'x'.repeat(201) }, 'address.street'],
      [{ city: 'Berlin\nInjected' }, 'address.city'],
    ] as const) {
      const refused = await call(t, ada, 'PUT', '/customers', { address });
      expect(refused.statusCode, JSON.stringify(address)).toBe(400);
      expect(fieldPaths(refused)).toEqual([field]);
    }
    expect((await call(t, ada, 'PUT', '/customers', {})).statusCode).toBe(400);
  });
});
