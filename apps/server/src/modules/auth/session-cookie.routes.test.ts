import { SESSION_COOKIE } from '@booth/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerActivated, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await registerActivated(t, 'cora@example.com');
});
afterAll(async () => {
  await t?.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

async function cookieLogin(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cora@example.com', password: 'a-good-password' }, headers: SAME_ORIGIN });
  expect(response.statusCode).toBe(200);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

describe('the session cookie', () => {
  it('login sets it HttpOnly, SameSite=Lax, site-wide, for SESSION_TTL_DAYS, and still answers the token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cora@example.com', password: 'a-good-password' }, headers: SAME_ORIGIN });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(response.headers.authorization).toBe(`Bearer ${token}`);
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: t.config.sessionTtlDays * 86_400 });
    // PUBLIC_URL is http here: a Secure cookie would never come back.
    expect(cookie?.secure).toBeUndefined();
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://booth.example' });
    try {
      await registerActivated(https, 'sue@example.com');
      const response = await login(https, 'sue@example.com');
      expect(sessionCookie(response)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    } finally {
      await https.close();
    }
  });

  it('a login from a foreign page answers the token but sets no cookie (login CSRF)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cora@example.com', password: 'a-good-password' }, headers: CROSS_SITE });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('authenticates our own pages alone, without a bearer token', async () => {
    const token = await cookieLogin();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: token }, headers: SAME_ORIGIN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'cora@example.com' });
  });

  it('logout revokes the session and clears the cookie', async () => {
    const token = await cookieLogin();
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: token }, headers: SAME_ORIGIN });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: token }, headers: SAME_ORIGIN });
    expect(after.statusCode).toBe(401);
  });

  it('logout of an already ended session still clears the cookie', async () => {
    const out = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: 'expired-or-made-up' }, headers: SAME_ORIGIN });
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)?.value).toBe('');
  });
});

describe('cross-site requests carrying the cookie (CSRF)', () => {
  it('a cross-site write is refused with 403 CROSS_SITE_REQUEST and changes nothing', async () => {
    const token = await cookieLogin();
    const created = await t.app.inject({ method: 'POST', url: '/api/events', cookies: { [SESSION_COOKIE]: token }, headers: CROSS_SITE, payload: { name: 'Forged' } });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: token }, headers: CROSS_SITE });
    expect(logout.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/events', cookies: { [SESSION_COOKIE]: token }, headers: SAME_ORIGIN });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('Forged');
  });

  it('a write from an opaque origin (sandboxed frame, no fetch metadata) is refused too', async () => {
    const token = await cookieLogin();
    const response = await t.app.inject({ method: 'POST', url: '/api/events', cookies: { [SESSION_COOKIE]: token }, headers: { origin: 'null' }, payload: { name: 'Forged' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('a cross-site read ignores the cookie: the request is simply not signed in', async () => {
    const token = await cookieLogin();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: token }, headers: CROSS_SITE });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a bearer token works from anywhere (API clients, booth apps)', async () => {
    const headers = await signIn(t, 'cora@example.com');
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { ...headers, ...CROSS_SITE } });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({ method: 'POST', url: '/api/events', headers: { ...headers, ...CROSS_SITE }, payload: { name: 'From an integration' } });
    expect(write.statusCode).toBe(201);
  });
});
