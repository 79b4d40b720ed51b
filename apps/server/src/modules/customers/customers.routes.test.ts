import type { FieldIssue } from '@booth/shared';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@/test/mail-reader.ts';
import { PASSWORD, register, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { customers } from './customers.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/customers', () => {
  it('creates a trial customer, answers 201 with the normalised e-mail, and mails a German activation link', async () => {
    const response = await register(t, '  Ben@Example.COM ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'ben@example.com' });

    expect(await t.drainJobs()).toBe(1);
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: ben@example.com'));
    expect(mail?.file).toMatch(/ben_at_example\.com.*\.eml$/);
    expect(mail?.text).toContain('willkommen bei Boothwerk');
    expect(mail?.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/registration/activate\\?token=[A-Za-z0-9_-]{43}`));
  });

  it('stores the name, greets by it in the activation mail (German formally) and tells the web app', async () => {
    const person = { firstName: 'Jürgen', name: 'Weiß-Müller' };
    expect((await register(t, 'juergen@example.com', undefined, {}, person)).statusCode).toBe(201);
    expect((await register(t, 'june@example.com', undefined, { cookie: 'locale=en' }, { firstName: 'June', name: 'Carter' })).statusCode).toBe(201);
    await t.drainJobs();
    const mails = await readOutbox(t.outboxDir);
    const german = mails.find((m) => m.text.includes('To: juergen@example.com'));
    expect(german?.text).toContain('Guten Tag Jürgen Weiß-Müller,');
    expect(german?.text).toContain('Bitte aktivieren Sie Ihr Konto');
    expect(german?.text).not.toMatch(/\b(du|dein|dich)\b/i);
    expect(mails.find((m) => m.text.includes('To: june@example.com'))?.text).toContain('Hello June,');

    const token = await t.mailedToken('juergen@example.com', '/registration/activate');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } })).statusCode).toBe(200);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: await signIn(t, 'juergen@example.com') });
    expect(user.json()).toMatchObject({ email: 'juergen@example.com', ...person });
  });

  it("takes the spec's { email, password } alone: the name is optional in the API", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/customers', payload: { email: 'nameless@example.com', password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ email: 'nameless@example.com' });
    await t.drainJobs();
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: nameless@example.com'));
    expect(mail?.text).toContain('Guten Tag,');
    const [row] = await t.runtime.database.db.select().from(customers).where(eq(customers.email, 'nameless@example.com'));
    expect(row).toMatchObject({ firstName: '', name: '', role: 'trial' });
  });

  it('writes the mail in English when the locale cookie says so, under /en', async () => {
    const response = await register(t, 'cleo@example.com', undefined, { cookie: 'locale=en', 'accept-language': 'de' });
    expect(response.statusCode).toBe(201);
    await t.drainJobs();
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: cleo@example.com'));
    expect(mail?.text).toContain('Subject: Please confirm your Boothwerk account');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/en/registration/activate?token=`);
  });

  it('answers an address that has an account exactly like a new one, and mails its owner instead (no account enumeration)', async () => {
    const first = await register(t, 'dora@example.com');
    await t.drainJobs();
    const again = await register(t, 'DORA@example.com', 'Kiwi-Leuchtturm-Regenschirm', { cookie: 'locale=en' }, { firstName: 'Not', name: 'Dora' });
    const fresh = await register(t, 'fresh-dora@example.com', 'Kiwi-Leuchtturm-Regenschirm');
    expect([first.statusCode, again.statusCode, fresh.statusCode]).toEqual([201, 201, 201]);
    expect(again.json()).toEqual({ email: 'dora@example.com' });
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);

    await t.drainJobs();
    const toDora = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: dora@example.com'));
    expect(toDora).toHaveLength(2);
    const notice = toDora.find((m) => !m.text.includes('/registration/activate'));
    expect(notice?.text).toContain('Subject: Registration with your e-mail address at Boothwerk');
    expect(notice?.text).toContain('someone just tried to create a new Boothwerk account with your e-mail address');
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/en/login`);
    // Still one account, with the first password: the second registration changed nothing.
    const rows = await t.runtime.database.db.select().from(customers).where(eq(customers.email, 'dora@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Anna');
  });

  it('refuses a weak password with 400 naming `password` and the reason, before looking at the address', async () => {
    const cases: Array<[string, string, string]> = [
      ['password', 'weak-1@example.com', 'password_common'],
      ['12345678', 'weak-2@example.com', 'password_common'],
      ['aaaaaaaa', 'weak-3@example.com', 'password_too_guessable'],
      ['weak-4@example.com', 'weak-4@example.com', 'password_contains_email'],
      ['Berg-und-Tal-Wanderung', 'weak-5@example.com', 'password_contains_name'],
      // An address with an account gets the same refusal: the rule never looks at the account.
      ['password', 'ben@example.com', 'password_common'],
    ];
    for (const [password, email, code] of cases) {
      const response = await register(t, email, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json<{ code: string; fields: FieldIssue[] }>()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'password', code }] });
    }
    const [row] = await t.runtime.database.db.select({ n: count() }).from(customers).where(like(customers.email, 'weak-%'));
    expect(row?.n).toBe(0);
  });

  it('names the password field when it is shorter than 8 characters', async () => {
    const response = await register(t, 'emil@example.com', 'short');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Array<{ path: string }> }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f) => f.path)).toEqual(['password']);
  });

  it('names the email field when the address is not one', async () => {
    const response = await register(t, 'not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((f) => f.path)).toEqual(['email']);
  });

  it('answers a missing body with a validation error, not a crash', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/customers' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
