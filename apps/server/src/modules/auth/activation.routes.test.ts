import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_TOKEN_TTL_MS } from './auth.constants.ts';
import { login, register } from '@/test/auth-flows.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const activate = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } });
const requestActivation = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/request/activation', payload: { email } });

describe('account activation', () => {
  it('activates with the mailed token, which works only once', async () => {
    await register(t, 'fritz@example.com');
    expect((await login(t, 'fritz@example.com')).statusCode).toBe(403);
    const token = await t.mailedToken('fritz@example.com', '/registration/activate');

    const first = await activate(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await login(t, 'fritz@example.com')).statusCode).toBe(200);

    const reused = await activate(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses an expired token', async () => {
    await register(t, 'gerda@example.com');
    const token = await t.mailedToken('gerda@example.com', '/registration/activate');
    t.clock.offsetMs = ACTIVATION_TOKEN_TTL_MS + 60_000;
    try {
      const response = await activate(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    } finally {
      t.clock.offsetMs = 0;
    }
    expect((await login(t, 'gerda@example.com')).statusCode).toBe(403);
  });

  it('refuses a token that was never issued', async () => {
    expect((await activate('x'.repeat(43))).statusCode).toBe(400);
  });

  it('sends a new link on request, which replaces the old one', async () => {
    await register(t, 'hanna@example.com');
    const old = await t.mailedToken('hanna@example.com', '/registration/activate');
    const response = await requestActivation('hanna@example.com');
    expect(response.statusCode).toBe(200);
    const fresh = await t.mailedToken('hanna@example.com', '/registration/activate');
    expect(fresh).not.toBe(old);
    expect((await activate(old)).statusCode).toBe(400);
    expect((await activate(fresh)).statusCode).toBe(200);
  });

  it('answers the same for unknown and already active addresses, and sends nothing to them', async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const unknown = await requestActivation('nobody@example.com');
    const active = await requestActivation('fritz@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(active.statusCode).toBe(200);
    expect(unknown.json()).toEqual(active.json());
    expect(await t.drainJobs()).toBe(0);
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });
});
