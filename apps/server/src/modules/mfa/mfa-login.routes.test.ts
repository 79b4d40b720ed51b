import { MFA_CHALLENGE_TTL_MS, MFA_MAX_ATTEMPTS, mfaChallengeSchema, SESSION_COOKIE, type AuditPage, type MfaStatus } from '@booth/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { PASSWORD } from '@/test/auth-flows.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { codeStep, enableTotp, passwordStep, pinMidStep, totpCode } from './mfa.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: TEST_PUBLIC_URL };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer with TOTP on, the clock then moved past the step its setup code used. */
async function totpCustomer(email: string): Promise<TestCustomer & { secret: string; backupCodes: string[] }> {
  const customer = await signedInCustomer(t, email);
  pinMidStep(t);
  const enabled = await enableTotp(t, customer);
  pinMidStep(t, 3);
  return { ...customer, ...enabled };
}

describe('signing in with TOTP on', () => {
  it('the password step opens no session; the code step opens one like login (token, header, cookie)', async () => {
    const ada = await totpCustomer('ada@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ada.email, password: PASSWORD }, headers: SAME_ORIGIN });
    expect(response.statusCode, response.body).toBe(200);
    const challenge = response.json();
    expect(mfaChallengeSchema.parse(challenge)).toMatchObject({ mfaRequired: true, type: 'totp', methods: ['totp', 'backup'] });
    expect(challenge).not.toHaveProperty('token');
    expect(response.headers.authorization).toBeUndefined();
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    // The challenge token is no session.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(challenge.mfaToken) })).statusCode).toBe(401);

    const signedIn = await codeStep(t, challenge.mfaToken, await totpCode(t, ada.secret), SAME_ORIGIN);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json<{ token: string }>();
    expect(signedIn.headers.authorization).toBe(`Bearer ${token}`);
    expect(signedIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(token);
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(user.json()).toMatchObject({ email: ada.email });
    // A challenge works once.
    expect((await codeStep(t, challenge.mfaToken, await totpCode(t, ada.secret, 1))).statusCode).toBe(401);
  });

  it('accepts a code one step off either way and refuses two steps off (clock moved)', async () => {
    const bob = await totpCustomer('bob@example.com');
    for (const stepsAway of [-2, 2]) {
      const refused = await codeStep(t, (await passwordStep(t, bob.email)).mfaToken, await totpCode(t, bob.secret, stepsAway));
      expect(refused.statusCode, `${stepsAway}`).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_MFA_CODE' });
    }
    for (const stepsAway of [-1, 1]) {
      pinMidStep(t, 3);
      const accepted = await codeStep(t, (await passwordStep(t, bob.email)).mfaToken, await totpCode(t, bob.secret, stepsAway));
      expect(accepted.statusCode, `${stepsAway}: ${accepted.body}`).toBe(200);
    }
  });

  it('refuses a code used before, an older one, and the code that turned MFA on', async () => {
    const cleo = await signedInCustomer(t, 'cleo@example.com');
    pinMidStep(t);
    const { secret } = await enableTotp(t, cleo);
    // Still within the step of the setup code.
    expect((await codeStep(t, (await passwordStep(t, cleo.email)).mfaToken, await totpCode(t, secret))).statusCode).toBe(401);
    pinMidStep(t, 2);
    const code = await totpCode(t, secret);
    expect((await codeStep(t, (await passwordStep(t, cleo.email)).mfaToken, code)).statusCode).toBe(200);
    expect((await codeStep(t, (await passwordStep(t, cleo.email)).mfaToken, code)).statusCode).toBe(401);
    expect((await codeStep(t, (await passwordStep(t, cleo.email)).mfaToken, await totpCode(t, secret, -1))).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent sign-ins with the same code through', async () => {
    const dana = await totpCustomer('dana@example.com');
    const [first, second] = [await passwordStep(t, dana.email), await passwordStep(t, dana.email)];
    const code = await totpCode(t, dana.secret);
    const answers = await Promise.all([codeStep(t, first.mfaToken, code), codeStep(t, second.mfaToken, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each backup code once, typed in any case with or without the dash', async () => {
    const eve = await totpCustomer('eve@example.com');
    const [backup] = eve.backupCodes;
    const typed = backup!.replace('-', '').toUpperCase();
    expect((await codeStep(t, (await passwordStep(t, eve.email)).mfaToken, typed)).statusCode).toBe(200);
    const again = await codeStep(t, (await passwordStep(t, eve.email)).mfaToken, backup!);
    expect(again.statusCode).toBe(401);
    const signedIn = await codeStep(t, (await passwordStep(t, eve.email)).mfaToken, eve.backupCodes[1]!);
    const { token } = signedIn.json<{ token: string }>();
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/mfa/status', headers: bearer(token) });
    expect(status.json<MfaStatus>().backupCodesLeft).toBe(8);
    expect((await codeStep(t, (await passwordStep(t, eve.email)).mfaToken, 'aaaaa-aaaaa')).statusCode).toBe(401);
    // Each spent code is in the owner's activity log, with how many are left.
    const audit = await t.app.inject({ method: 'GET', url: '/api/customers/audit', headers: bearer(token) });
    const used = audit.json<AuditPage>().entries.filter((entry) => entry.action === 'account.mfa.backupCodeUsed');
    expect(used.map((entry) => entry.detail.left)).toEqual([8, 9]);
  });

  it(`ends a challenge after ${MFA_MAX_ATTEMPTS} wrong codes, and locks the account after 10 (the password step too)`, async () => {
    const finn = await totpCustomer('finn@example.com');
    const right = await totpCode(t, finn.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await passwordStep(t, finn.email);
    for (let attempt = 0; attempt < MFA_MAX_ATTEMPTS; attempt++) expect((await codeStep(t, first.mfaToken, wrong)).statusCode).toBe(401);
    expect((await codeStep(t, first.mfaToken, right)).statusCode).toBe(401);

    const second = await passwordStep(t, finn.email);
    for (let attempt = 0; attempt < MFA_MAX_ATTEMPTS - 1; attempt++) expect((await codeStep(t, second.mfaToken, wrong)).statusCode).toBe(401);
    // The tenth wrong answer locks the account: the right code and the right password wait.
    const third = await passwordStep(t, finn.email);
    expect((await codeStep(t, third.mfaToken, wrong)).statusCode).toBe(401);
    expect((await codeStep(t, third.mfaToken, right)).statusCode).toBe(429);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: finn.email, password: PASSWORD } });
    expect(login.statusCode).toBe(429);
  });

  it('ends a challenge after its time', async () => {
    const gus = await totpCustomer('gus@example.com');
    const challenge = await passwordStep(t, gus.email);
    t.clock.offsetMs += MFA_CHALLENGE_TTL_MS + 1000;
    pinMidStep(t, 1);
    expect((await codeStep(t, challenge.mfaToken, await totpCode(t, gus.secret))).statusCode).toBe(401);
    expect((await codeStep(t, 'not-a-challenge', await totpCode(t, gus.secret))).statusCode).toBe(401);
  });

  it('refuses malformed code steps with 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/mfa', payload: { mfaToken: 'x', code: '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Array<{ path: string }> }>().fields.map((field) => field.path)).toEqual(['code']);
    expect((await call(t, undefined, 'POST', '/auth/login/mfa', { mfaToken: 'x'.repeat(201), code: '123456' })).statusCode).toBe(400);
  });
});
