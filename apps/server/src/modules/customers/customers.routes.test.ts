import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@/test/mail-reader.ts';
import { register, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/customers', () => {
  it('creates a trial customer, answers 201 with id and normalised e-mail, and mails a German activation link', async () => {
    const response = await register(t, '  Ben@Example.COM ');
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; email: string }>();
    expect(body.email).toBe('ben@example.com');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

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

  it('names the first name and surname fields when they are left out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/customers', payload: { email: 'nameless@example.com', password: 'a-good-password' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((f) => f.path).sort()).toEqual(['firstName', 'name']);
  });

  it('writes the mail in English when the locale cookie says so, under /en', async () => {
    const response = await register(t, 'cleo@example.com', undefined, { cookie: 'locale=en', 'accept-language': 'de' });
    expect(response.statusCode).toBe(201);
    await t.drainJobs();
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('To: cleo@example.com'));
    expect(mail?.text).toContain('Subject: Please confirm your Boothwerk account');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/en/registration/activate?token=`);
  });

  it('refuses a second account with the same address (any case) with 409 CONFLICT', async () => {
    expect((await register(t, 'dora@example.com')).statusCode).toBe(201);
    const again = await register(t, 'DORA@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', requestId: again.headers['x-request-id'] });
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
