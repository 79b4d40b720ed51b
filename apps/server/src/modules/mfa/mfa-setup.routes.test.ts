import { MFA_BACKUP_CODE_COUNT, MFA_BACKUP_CODE_PATTERN, mfaSetupSchema, type MfaEnabled, type MfaSetup, type MfaStatus } from '@booth/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '@/modules/admin/admin.table.ts';
import { call, fieldPaths } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { PASSWORD, signIn } from '@/test/auth-flows.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { mfaBackupCodes, mfaSettings } from './mfa.table.ts';
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

const status = async (customer: TestCustomer) => (await call(t, customer, 'GET', '/auth/mfa/status')).json<MfaStatus>();
const auditActions = async (customer: TestCustomer) =>
  (await t.runtime.database.db.select().from(auditEntries).where(eq(auditEntries.customerId, customer.id))).map((entry) => entry.action);

describe('registering TOTP', () => {
  it('answers the otpauth URI, an SVG QR code and the secret; the setup stays pending until verified', async () => {
    const ada = await signedInCustomer(t, 'setup@example.com');
    const response = await call(t, ada, 'POST', '/auth/registerMfa', { type: 'totp' });
    expect(response.statusCode, response.body).toBe(200);
    const setup = response.json<Extract<MfaSetup, { type: 'totp' }>>();
    expect(mfaSetupSchema.safeParse(setup).success).toBe(true);
    expect(setup.setupData.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.setupData.otpauthUri).toBe(`otpauth://totp/Boothwerk:setup%40example.com?secret=${setup.setupData.secret}&issuer=Boothwerk`);
    expect(setup.setupData.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await status(ada)).toEqual({ enabled: false, type: null, methods: [], backupCodesLeft: 0 });

    // A wrong password names the field; a wrong code is INVALID_MFA_CODE; neither turns MFA on.
    pinMidStep(t);
    const code = await totpCode(t, setup.setupData.secret);
    const wrongPassword = await call(t, ada, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: 'not-the-password', code });
    expect(wrongPassword.statusCode).toBe(400);
    expect(fieldPaths(wrongPassword)).toEqual(['password']);
    const wrongCode = await call(t, ada, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject({ code: 'INVALID_MFA_CODE' });
    const otherType = await call(t, ada, 'POST', '/auth/verifyRegisterMfa', { type: 'email', password: PASSWORD, code });
    expect(otherType.statusCode).toBe(409);
    expect((await status(ada)).enabled).toBe(false);

    const verified = await call(t, ada, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const enabled = verified.json<MfaEnabled>();
    expect(enabled).toMatchObject({ enabled: true, type: 'totp', methods: ['totp', 'backup'] });
    expect(enabled.backupCodes).toHaveLength(MFA_BACKUP_CODE_COUNT);
    for (const backup of enabled.backupCodes) expect(backup).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(enabled.backupCodes).size).toBe(MFA_BACKUP_CODE_COUNT);
    expect(MFA_BACKUP_CODE_PATTERN.test(enabled.backupCodes[0]!)).toBe(true);

    // The setup data is cleared; the codes are stored hashed only.
    const db = t.runtime.database.db;
    const [row] = await db.select().from(mfaSettings).where(eq(mfaSettings.customerId, ada.id));
    expect(row).toMatchObject({ type: 'totp', totpSecret: setup.setupData.secret, setupType: null, setupSecret: null, setupStartedAt: null });
    const stored = await db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.customerId, ada.id));
    expect(stored).toHaveLength(MFA_BACKUP_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const backup of enabled.backupCodes) expect(storedText).not.toContain(backup.replace('-', ''));

    expect(await status(ada)).toEqual({ enabled: true, type: 'totp', methods: ['totp', 'backup'], backupCodesLeft: 10 });
    expect(await auditActions(ada)).toEqual(['account.mfa.enabled']);
    // On is on: another registration waits until it is turned off.
    expect((await call(t, ada, 'POST', '/auth/registerMfa', { type: 'email' })).statusCode).toBe(409);
  });

  it('accepts a code one step away, refuses one two steps away, and records the step it used', async () => {
    const bob = await signedInCustomer(t, 'twice@example.com');
    const { secret } = (await call(t, bob, 'POST', '/auth/registerMfa', { type: 'totp' })).json<Extract<MfaSetup, { type: 'totp' }>>().setupData;
    pinMidStep(t);
    const far = await call(t, bob, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code: await totpCode(t, secret, -2) });
    expect(far.statusCode).toBe(401);
    const near = await call(t, bob, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code: await totpCode(t, secret, -1) });
    expect(near.statusCode, near.body).toBe(200);
    // The step of that code counts as used: it cannot sign in afterwards (mfa-login test).
    const [row] = await t.runtime.database.db.select().from(mfaSettings).where(eq(mfaSettings.customerId, bob.id));
    expect(row?.lastTotpStep).toBe(Math.floor((Date.now() + t.clock.offsetMs) / 30_000) - 1);
  });

  it('refuses a verification without a registration, and an unknown type or a malformed code with 400', async () => {
    const cleo = await signedInCustomer(t, 'nothing@example.com');
    expect((await call(t, cleo, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code: '123456' })).statusCode).toBe(409);
    expect((await call(t, cleo, 'POST', '/auth/registerMfa', { type: 'sms' })).statusCode).toBe(400);
    const malformed = await call(t, cleo, 'POST', '/auth/verifyRegisterMfa', { type: 'totp', password: PASSWORD, code: '12345a' });
    expect(malformed.statusCode).toBe(400);
    expect(fieldPaths(malformed)).toContain('code');
    expect((await call(t, undefined, 'GET', '/auth/mfa/status')).statusCode).toBe(401);
  });
});

describe('turning MFA off and renewing backup codes', () => {
  it('needs the password for both; off deletes the backup codes; a new set voids the old one', async () => {
    const dana = await signedInCustomer(t, 'off@example.com');
    await enableTotp(t, dana);
    const db = t.runtime.database.db;
    const before = await db.select({ hash: mfaBackupCodes.codeHash }).from(mfaBackupCodes).where(eq(mfaBackupCodes.customerId, dana.id));

    const wrong = await call(t, dana, 'POST', '/auth/mfa/backupCodes', { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    const renewed = await call(t, dana, 'POST', '/auth/mfa/backupCodes', { password: PASSWORD });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<{ backupCodes: string[] }>().backupCodes).toHaveLength(10);
    const after = await db.select({ hash: mfaBackupCodes.codeHash }).from(mfaBackupCodes).where(eq(mfaBackupCodes.customerId, dana.id));
    expect(after).toHaveLength(10);
    expect(after.map((row) => row.hash).filter((hash) => before.some((old) => old.hash === hash))).toEqual([]);

    const refused = await call(t, dana, 'DELETE', '/auth/mfa', { password: 'wrong-password' });
    expect(refused.statusCode).toBe(400);
    expect(fieldPaths(refused)).toEqual(['password']);
    expect((await status(dana)).enabled).toBe(true);
    const off = await call(t, dana, 'DELETE', '/auth/mfa', { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(dana)).toEqual({ enabled: false, type: null, methods: [], backupCodesLeft: 0 });
    expect(await db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.customerId, dana.id))).toEqual([]);
    expect(await auditActions(dana)).toEqual(['account.mfa.enabled', 'account.mfa.backupCodesRenewed', 'account.mfa.disabled']);
    expect((await call(t, dana, 'DELETE', '/auth/mfa', { password: PASSWORD })).statusCode).toBe(409);
    // The login is plain again.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: dana.email, password: PASSWORD } });
    expect(Object.keys(login.json())).toEqual(['token', 'passwordChangeRequired']);
  });

  it('counts wrong confirmations in the sign-in throttle of the account', async () => {
    const eve = await signedInCustomer(t, 'guess@example.com');
    await enableTotp(t, eve);
    for (let attempt = 0; attempt < 10; attempt++) expect((await call(t, eve, 'DELETE', '/auth/mfa', { password: `wrong-${attempt}` })).statusCode).toBe(400);
    const locked = await call(t, eve, 'DELETE', '/auth/mfa', { password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    const [entry] = await t.runtime.database.db.select().from(mfaSettings).where(eq(mfaSettings.customerId, eve.id));
    expect(entry?.enabledAt).not.toBeNull();
  });
});

describe('the other sessions', () => {
  const userStatus = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode;
  /** Another sign-in of the account with MFA on: password, then one of the backup codes. */
  async function signInWithBackupCode(email: string, code: string): Promise<Record<string, string>> {
    const answer = await codeStep(t, (await passwordStep(t, email)).mfaToken, code);
    expect(answer.statusCode, answer.body).toBe(200);
    return { authorization: `Bearer ${answer.json<{ token: string }>().token}` };
  }

  it('end when the second factor is turned on, gets new backup codes or is turned off; this session stays', async () => {
    const gus = await signedInCustomer(t, 'gus@example.com');
    const before = await signIn(t, gus.email);
    const { backupCodes } = await enableTotp(t, gus);
    expect(await userStatus(before)).toBe(401);
    expect(await userStatus(gus.headers)).toBe(200);

    const phone = await signInWithBackupCode(gus.email, backupCodes[0]!);
    const renewed = await call(t, gus, 'POST', '/auth/mfa/backupCodes', { password: PASSWORD });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await userStatus(phone)).toBe(401);
    expect(await userStatus(gus.headers)).toBe(200);

    const tablet = await signInWithBackupCode(gus.email, renewed.json<{ backupCodes: string[] }>().backupCodes[0]!);
    expect((await call(t, gus, 'DELETE', '/auth/mfa', { password: PASSWORD })).statusCode).toBe(200);
    expect(await userStatus(tablet)).toBe(401);
    expect(await userStatus(gus.headers)).toBe(200);

    const audit = await t.runtime.database.db.select().from(auditEntries).where(eq(auditEntries.customerId, gus.id));
    expect(audit.filter((entry) => entry.action !== 'account.mfa.backupCodeUsed').map((entry) => [entry.action, entry.detail.sessionsRevoked])).toEqual([
      ['account.mfa.enabled', 1],
      ['account.mfa.backupCodesRenewed', 1],
      ['account.mfa.disabled', 1],
    ]);
  });
});
