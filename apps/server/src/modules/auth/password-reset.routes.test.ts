import type { FieldIssue } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from './auth.constants.ts';
import { login, PERSON, register, registerActivated, signIn } from '@/test/auth-flows.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await registerActivated(t, 'karl@example.com');
});
afterAll(async () => {
  await t?.close();
});

const forget = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forget', payload: { email }, headers });
const reset = (token: string, password: string) => t.app.inject({ method: 'PUT', url: '/api/auth/reset', payload: { token, password } });

describe('forgotten password', () => {
  it('mails a reset link; the new password works, the old does not, all sessions are signed out', async () => {
    const session = await signIn(t, 'karl@example.com');
    expect((await forget('karl@example.com', { 'accept-language': 'en-GB,en;q=0.8' })).statusCode).toBe(200);
    const token = await t.mailedToken('karl@example.com', '/en/reset/password');
    const [mail] = (await readOutbox(t.outboxDir)).filter((m) => m.text.includes('/en/reset/password'));
    expect(mail?.text).toContain(`Hello ${PERSON.firstName},`);

    const response = await reset(token, 'a-brand-new-password');
    expect(response.statusCode).toBe(200);
    expect((await login(t, 'karl@example.com')).statusCode).toBe(401);
    expect((await login(t, 'karl@example.com', 'a-brand-new-password')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: session })).statusCode).toBe(401);

    const reused = await reset(token, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const unknown = await forget('nobody@example.com');
    const known = await forget('karl@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.drainJobs()).toBe(1);
    expect((await readOutbox(t.outboxDir)).length).toBe(before + 1);
  });

  it('refuses an expired reset link and a new password shorter than 8 characters', async () => {
    await forget('karl@example.com');
    const token = await t.mailedToken('karl@example.com', '/reset/password');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fields: Array<{ path: string }> }>().fields.map((f) => f.path)).toEqual(['password']);

    t.clock.offsetMs = RESET_TOKEN_TTL_MS + 60_000;
    try {
      expect((await reset(token, 'a-fine-password')).statusCode).toBe(400);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it("refuses a password the rule refuses (listed, the account's address or name in it) naming the reason, and keeps the link usable", async () => {
    await forget('karl@example.com');
    const token = await t.mailedToken('karl@example.com', '/reset/password');
    const cases: Array<[string, string]> = [['12345678', 'password_common'], ['karl@example.com', 'password_contains_email'], ['Anna-Berg-Hausboot', 'password_contains_name']];
    for (const [password, code] of cases) {
      const refused = await reset(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json<{ fields: FieldIssue[] }>().fields).toEqual([expect.objectContaining({ path: 'password', code })]);
    }
    expect((await reset(token, 'Hausboot-Kompass-Tanne')).statusCode).toBe(200);
    expect((await login(t, 'karl@example.com', 'Hausboot-Kompass-Tanne')).statusCode).toBe(200);
  });

  it('activates a never-activated account, since the link proves the mailbox', async () => {
    await register(t, 'lena@example.com');
    await forget('lena@example.com');
    const token = await t.mailedToken('lena@example.com', '/reset/password');
    expect((await reset(token, 'tulip-lantern-meadow')).statusCode).toBe(200);
    expect((await login(t, 'lena@example.com', 'tulip-lantern-meadow')).statusCode).toBe(200);
  });
});
