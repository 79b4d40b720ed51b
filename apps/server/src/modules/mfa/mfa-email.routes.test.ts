import { MFA_EMAIL_CODE_TTL_MS, MFA_MAX_ATTEMPTS, type MfaChallenge, type MfaSetup } from '@booth/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { PASSWORD } from '@/test/auth-flows.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { codeStep, enableTotp, mailedCode, passwordStep } from './mfa.test-support.ts';

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

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const verify = (customer: TestCustomer, code: string) => call(t, customer, 'POST', '/auth/verifyRegisterMfa', { type: 'email', password: PASSWORD, code });
const register = (customer: TestCustomer, headers: Record<string, string> = {}) => call(t, customer, 'POST', '/auth/registerMfa', { type: 'email' }, headers);

async function emailCustomer(email: string): Promise<TestCustomer> {
  const customer = await signedInCustomer(t, email);
  expect((await register(customer)).statusCode).toBe(200);
  expect((await verify(customer, await mailedCode(t, email))).statusCode).toBe(200);
  return customer;
}

describe('MFA by e-mail', () => {
  it('mails a setup code in the reader\'s language; the newest code turns it on', async () => {
    const ada = await signedInCustomer(t, 'ada@example.com');
    const response = await register(ada, { 'accept-language': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MfaSetup>()).toEqual({ type: 'email', setupData: { sentTo: 'ada@example.com' } });
    const first = await mailedCode(t, ada.email);
    const mail = (await readOutbox(t.outboxDir)).at(-1)!.text;
    expect(mail).toContain('Your Boothwerk confirmation code');
    expect(mail).toContain('Hello Anna,');
    expect(mail).toContain('valid for 10 minutes');

    // Asked again (no body needed): only the new code counts, and this mail is German (the default).
    expect((await call(t, ada, 'POST', '/auth/requestEmailMfaCode')).statusCode).toBe(200);
    const second = await mailedCode(t, ada.email);
    expect((await readOutbox(t.outboxDir)).at(-1)!.text).toContain('mit diesem Code bestätigen Sie die Zwei-Faktor-Anmeldung per E-Mail');
    if (first !== second) expect((await verify(ada, first)).statusCode).toBe(401);
    const on = await verify(ada, second);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, type: 'email', methods: ['email', 'backup'] });
  });

  it('signs in with a mailed code: sent at the password step, good once', async () => {
    const bob = await emailCustomer('bob@example.com');
    const challenge = await passwordStep(t, bob.email);
    expect(challenge).toMatchObject({ mfaRequired: true, type: 'email', methods: ['email', 'backup'] });
    const code = await mailedCode(t, bob.email);
    expect((await readOutbox(t.outboxDir)).at(-1)!.text).toContain('Ihr Boothwerk-Anmeldecode');
    expect((await codeStep(t, challenge.mfaToken, otherThan(code))).statusCode).toBe(401);
    const signedIn = await codeStep(t, challenge.mfaToken, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toHaveProperty('token');

    // The used code does not sign in again (a new password step mails a new one).
    const next = await passwordStep(t, bob.email);
    // Its mail goes out now, so that the resend below is the newest mail beyond doubt.
    await t.drainJobs();
    expect((await codeStep(t, next.mfaToken, code)).statusCode).toBe(401);
    // The challenge can ask for another mail; the newest code works.
    expect((await call(t, undefined, 'POST', '/auth/requestEmailMfaCode', { mfaToken: next.mfaToken })).statusCode).toBe(200);
    expect((await codeStep(t, next.mfaToken, await mailedCode(t, bob.email))).statusCode).toBe(200);
  });

  it(`ends a code after its 10 minutes and after ${MFA_MAX_ATTEMPTS} wrong tries`, async () => {
    const cleo = await signedInCustomer(t, 'cleo@example.com');
    await register(cleo);
    const late = await mailedCode(t, cleo.email);
    t.clock.offsetMs = MFA_EMAIL_CODE_TTL_MS + 1000;
    expect((await verify(cleo, late)).statusCode).toBe(401);

    await call(t, cleo, 'POST', '/auth/requestEmailMfaCode', {});
    const code = await mailedCode(t, cleo.email);
    for (let attempt = 0; attempt < MFA_MAX_ATTEMPTS; attempt++) expect((await verify(cleo, otherThan(code))).statusCode).toBe(401);
    expect((await verify(cleo, code)).statusCode).toBe(401);
  });

  it('limits code mails per account, and refuses resends nobody can ask for', async () => {
    const dana = await signedInCustomer(t, 'dana@example.com');
    await register(dana);
    for (let mail = 1; mail < 5; mail++) expect((await call(t, dana, 'POST', '/auth/requestEmailMfaCode', {})).statusCode).toBe(200);
    const limited = await call(t, dana, 'POST', '/auth/requestEmailMfaCode', {});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await call(t, undefined, 'POST', '/auth/requestEmailMfaCode', {})).statusCode).toBe(401);
    expect((await call(t, undefined, 'POST', '/auth/requestEmailMfaCode', { mfaToken: 'made-up' })).statusCode).toBe(401);
    // A signed-in account without an e-mail registration in progress has no code to send.
    const eve = await signedInCustomer(t, 'eve@example.com');
    expect((await call(t, eve, 'POST', '/auth/requestEmailMfaCode', {})).statusCode).toBe(409);
    // An account with TOTP signs in with its app, not by mail.
    await enableTotp(t, eve);
    const challenge: MfaChallenge = await passwordStep(t, eve.email);
    expect((await call(t, undefined, 'POST', '/auth/requestEmailMfaCode', { mfaToken: challenge.mfaToken })).statusCode).toBe(409);
  });
});
