import type { MfaChallenge, MfaEnabled, MfaSetup } from '@booth/shared';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { PASSWORD } from '@/test/auth-flows.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { readOutbox } from '@/test/mail-reader.ts';
import type { TestApp } from '@/test/test-app.ts';
import { TOTP_PERIOD_SECONDS } from './totp.ts';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** The app's clock now (tests move it with `t.clock.offsetMs`). */
export const appNow = (t: TestApp) => Date.now() + t.clock.offsetMs;

/**
 * Moves the app's clock to the middle of a fresh 30-second step, `steps` steps later than the current
 * one: a test then has 15 s before its codes turn over, so no step boundary makes it flaky.
 */
export function pinMidStep(t: TestApp, steps = 1): void {
  const target = (Math.floor(appNow(t) / STEP_MS) + steps) * STEP_MS + STEP_MS / 2;
  t.clock.offsetMs = target - Date.now();
}

/** The code an authenticator app shows `stepsAway` steps from the app's clock. */
export function totpCode(t: TestApp, secret: string, stepsAway = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((appNow(t) + stepsAway * STEP_MS) / 1000) });
}

/** Turns TOTP on for the customer as the settings screen does; answers the secret and the backup codes. */
export async function enableTotp(t: TestApp, customer: TestCustomer): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await call(t, customer, 'POST', '/auth/registerMfa', { type: 'totp' });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<Extract<MfaSetup, { type: 'totp' }>>().setupData;
  const verified = await call(t, customer, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code: await totpCode(t, secret) });
  expect(verified.statusCode, verified.body).toBe(200);
  return { secret, backupCodes: verified.json<MfaEnabled>().backupCodes };
}

/** The password step of a sign-in with MFA on: answers the challenge. */
export async function passwordStep(t: TestApp, email: string): Promise<MfaChallenge> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MfaChallenge>();
}

export function codeStep(t: TestApp, mfaToken: string, code: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login/mfa', payload: { mfaToken, code }, headers });
}

/** Sends the queued mails and answers the 6-digit code of the newest code mail to `email`. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  await t.drainJobs();
  const mails = (await readOutbox(t.outboxDir)).filter((mail) => mail.text.includes(`To: ${email}`) && /code/i.test(mail.text));
  const match = mails.at(-1)?.text.match(/^(\d{6})\r?$/m);
  if (!match?.[1]) throw new Error(`no code mail to ${email}`);
  return match[1];
}
