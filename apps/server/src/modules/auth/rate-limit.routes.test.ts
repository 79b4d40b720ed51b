import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits on the auth calls', () => {
  it('answers 429 RATE_LIMITED past the limit per minute and IP, per route', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'nobody@example.com')).statusCode).toBe(401);
    const limited = await login(t, 'nobody@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: limited.headers['x-request-id'] });

    const forget = await t.app.inject({ method: 'POST', url: '/api/auth/forget', payload: { email: 'nobody@example.com' } });
    expect(forget.statusCode).toBe(200);
    // Reading calls are not limited.
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
  });
});
