import { authLevelSchema, authUserSchema } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, register, registerActivated, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await registerActivated(t, 'ida@example.com');
});
afterAll(async () => {
  await t?.close();
});

describe('login', () => {
  it('answers the token in the body and as Authorization header, exposed to scripts', async () => {
    const response = await login(t, 'IDA@example.com');
    expect(response.statusCode).toBe(200);
    const { token, passwordChangeRequired } = response.json<{ token: string; passwordChangeRequired: boolean }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The password passes the password rule: nothing to change.
    expect(passwordChangeRequired).toBe(false);
    expect(response.headers.authorization).toBe(`Bearer ${token}`);
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/authorization/i);
  });

  it('refuses a wrong password and an unknown user alike with 401 INVALID_CREDENTIALS', async () => {
    const wrong = await login(t, 'ida@example.com', 'not-the-password');
    const unknown = await login(t, 'nobody@example.com');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
  });

  it('refuses an account that is not activated with 403 ACCOUNT_NOT_ACTIVATED', async () => {
    await register(t, 'jan@example.com');
    const response = await login(t, 'jan@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });
  });
});

describe('the signed-in user', () => {
  it('GET /api/auth/user answers the shared user shape for the Free trial customer', async () => {
    const headers = await signIn(t, 'ida@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(response.statusCode).toBe(200);
    const user = authUserSchema.parse(response.json());
    expect(user).toMatchObject({ email: 'ida@example.com', admin: false, moderator: false, scope: [] });
    expect(user.plan).toEqual({ name: 'Free', level: null, products: ['booth', 'peerpix', 'cheddar'] });
  });

  it('GET /api/auth/level answers the trial role, features and plans', async () => {
    const headers = await signIn(t, 'ida@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/level', headers });
    expect(response.statusCode).toBe(200);
    const level = authLevelSchema.parse(response.json());
    expect(level.role).toEqual({ name: 'trial', level: 0, role: 'trial', products: ['booth'] });
    expect(level.additionalFeatures).toEqual([]);
    expect(level.plans.map((plan) => plan.name)).toEqual(['Free']);
  });

  it('accepts the token cookie when no Authorization header is sent', async () => {
    const { authorization } = await signIn(t, 'ida@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `token=${authorization.slice(7)}` } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED without a token or with a made-up one', async () => {
    for (const headers of [{}, { authorization: 'Bearer made-up' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('logout revokes the session: the same token is refused afterwards, other sessions live on', async () => {
    const headers = await signIn(t, 'ida@example.com');
    const other = await signIn(t, 'ida@example.com', PASSWORD);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: other })).statusCode).toBe(200);
  });

  it('a session expires after SESSION_TTL_DAYS', async () => {
    const headers = await signIn(t, 'ida@example.com');
    t.clock.offsetMs = (t.config.sessionTtlDays * 24 + 1) * 60 * 60 * 1000;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(401);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
