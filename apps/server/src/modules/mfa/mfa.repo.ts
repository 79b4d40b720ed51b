import { MFA_MAX_ATTEMPTS, type MfaType } from '@booth/shared';
import { and, count, desc, eq, gt, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { mfaBackupCodes, mfaEmailCodes, mfaLoginChallenges, mfaSettings, type mfaEmailPurposes } from './mfa.table.ts';

export type MfaSettingsRow = typeof mfaSettings.$inferSelect;
export type MfaEmailPurpose = (typeof mfaEmailPurposes)[number];
export type MfaChallengeRow = typeof mfaLoginChallenges.$inferSelect;

export async function findMfaSettings(db: Db, customerId: string): Promise<MfaSettingsRow | undefined> {
  const [row] = await db.select().from(mfaSettings).where(eq(mfaSettings.customerId, customerId));
  return row;
}

/** Starts (or restarts) a registration: only the newest setup can be verified. */
export async function saveSetup(db: Db, customerId: string, setup: { type: MfaType; secret: string | null }, at: Date): Promise<void> {
  const values = { setupType: setup.type, setupSecret: setup.secret, setupStartedAt: at, updatedAt: at };
  await db
    .insert(mfaSettings)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: mfaSettings.customerId, set: values });
}

/**
 * Turns MFA on from the pending setup and clears it, in one statement that only the first of two
 * concurrent verifications wins (the setup must still be there, and MFA still off).
 */
export async function enableFromSetup(db: Db, customerId: string, enable: { type: MfaType; totpSecret: string | null; totpStep: number | null }, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaSettings)
    .set({ type: enable.type, totpSecret: enable.totpSecret, lastTotpStep: enable.totpStep, enabledAt: at, setupType: null, setupSecret: null, setupStartedAt: null, updatedAt: at })
    .where(and(eq(mfaSettings.customerId, customerId), eq(mfaSettings.setupType, enable.type), isNull(mfaSettings.enabledAt)))
    .returning({ customerId: mfaSettings.customerId });
  return rows.length > 0;
}

export async function disableMfa(db: Db, customerId: string, at: Date): Promise<void> {
  await db
    .update(mfaSettings)
    .set({ type: null, totpSecret: null, lastTotpStep: null, enabledAt: null, setupType: null, setupSecret: null, setupStartedAt: null, updatedAt: at })
    .where(eq(mfaSettings.customerId, customerId));
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.customerId, customerId));
}

/**
 * Records `step` as the last TOTP step accepted, only if it is later than the last one: one atomic
 * UPDATE, so of two requests with the same code (or an older one) exactly one gets `true`.
 */
export async function claimTotpStep(db: Db, customerId: string, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaSettings)
    .set({ lastTotpStep: step, updatedAt: at })
    .where(and(eq(mfaSettings.customerId, customerId), or(isNull(mfaSettings.lastTotpStep), lt(mfaSettings.lastTotpStep, step))))
    .returning({ customerId: mfaSettings.customerId });
  return rows.length > 0;
}

/** A new set replaces the old one entirely: codes printed before stop working. */
export async function replaceBackupCodes(db: Db, customerId: string, hashes: string[], at: Date): Promise<void> {
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.customerId, customerId));
  await db.insert(mfaBackupCodes).values(hashes.map((codeHash) => ({ customerId, codeHash, createdAt: at })));
}

export async function unusedBackupCodes(db: Db, customerId: string): Promise<Array<{ id: string; codeHash: string }>> {
  return db
    .select({ id: mfaBackupCodes.id, codeHash: mfaBackupCodes.codeHash })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.customerId, customerId), isNull(mfaBackupCodes.usedAt)));
}

export async function countUnusedBackupCodes(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.customerId, customerId), isNull(mfaBackupCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends a backup code; false when a concurrent request spent it first. */
export async function spendBackupCode(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaBackupCodes)
    .set({ usedAt: at })
    .where(and(eq(mfaBackupCodes.id, id), isNull(mfaBackupCodes.usedAt)))
    .returning({ id: mfaBackupCodes.id });
  return rows.length > 0;
}

/** Codes mailed since `since` (any purpose) and the oldest of them: the per-account limit on mails. */
export async function emailCodesSince(db: Db, customerId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(mfaEmailCodes.createdAt) })
    .from(mfaEmailCodes)
    .where(and(eq(mfaEmailCodes.customerId, customerId), gt(mfaEmailCodes.createdAt, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Stores a new mailed code; the older unused ones of the same purpose stop counting (only the newest
 * mail works), and rows older than `forgetBefore` are dropped.
 */
export async function insertEmailCode(
  db: Db,
  values: { customerId: string; purpose: MfaEmailPurpose; codeHash: string; expiresAt: Date; createdAt: Date },
  forgetBefore: Date,
): Promise<void> {
  const { customerId, purpose, createdAt } = values;
  await db.delete(mfaEmailCodes).where(and(eq(mfaEmailCodes.customerId, customerId), lt(mfaEmailCodes.createdAt, forgetBefore)));
  await db
    .update(mfaEmailCodes)
    .set({ usedAt: createdAt })
    .where(and(eq(mfaEmailCodes.customerId, customerId), eq(mfaEmailCodes.purpose, purpose), isNull(mfaEmailCodes.usedAt)));
  await db.insert(mfaEmailCodes).values(values);
}

/** The newest mailed code that may still be tried: unused, not expired, fewer than MFA_MAX_ATTEMPTS wrong tries. */
export async function findLiveEmailCode(db: Db, customerId: string, purpose: MfaEmailPurpose, now: Date): Promise<{ id: string; codeHash: string } | undefined> {
  const [row] = await db
    .select({ id: mfaEmailCodes.id, codeHash: mfaEmailCodes.codeHash })
    .from(mfaEmailCodes)
    .where(
      and(
        eq(mfaEmailCodes.customerId, customerId),
        eq(mfaEmailCodes.purpose, purpose),
        isNull(mfaEmailCodes.usedAt),
        gt(mfaEmailCodes.expiresAt, now),
        lt(mfaEmailCodes.attempts, MFA_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(mfaEmailCodes.createdAt))
    .limit(1);
  return row;
}

export async function countEmailCodeFailure(db: Db, id: string): Promise<void> {
  await db.update(mfaEmailCodes).set({ attempts: sql`${mfaEmailCodes.attempts} + 1` }).where(eq(mfaEmailCodes.id, id));
}

/** Spends a mailed code if it is still live; false when a concurrent request spent it (or it just ran out). */
export async function spendEmailCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaEmailCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaEmailCodes.id, id), isNull(mfaEmailCodes.usedAt), gt(mfaEmailCodes.expiresAt, now), lt(mfaEmailCodes.attempts, MFA_MAX_ATTEMPTS)))
    .returning({ id: mfaEmailCodes.id });
  return rows.length > 0;
}

/** Stores the password step's challenge; the customer's spent or expired ones go at the same time. */
export async function insertChallenge(db: Db, values: { customerId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db
    .delete(mfaLoginChallenges)
    .where(and(eq(mfaLoginChallenges.customerId, values.customerId), or(lt(mfaLoginChallenges.expiresAt, values.createdAt), sql`${mfaLoginChallenges.usedAt} is not null`)));
  await db.insert(mfaLoginChallenges).values(values);
}

/** A challenge that may still be answered: unused, not expired, fewer than MFA_MAX_ATTEMPTS wrong codes. */
export async function findLiveChallenge(db: Db, tokenHash: string, now: Date): Promise<MfaChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(mfaLoginChallenges)
    .where(
      and(
        eq(mfaLoginChallenges.tokenHash, tokenHash),
        isNull(mfaLoginChallenges.usedAt),
        gt(mfaLoginChallenges.expiresAt, now),
        lt(mfaLoginChallenges.attempts, MFA_MAX_ATTEMPTS),
      ),
    );
  return row;
}

export async function countChallengeFailure(db: Db, id: string): Promise<void> {
  await db.update(mfaLoginChallenges).set({ attempts: sql`${mfaLoginChallenges.attempts} + 1` }).where(eq(mfaLoginChallenges.id, id));
}

/** Spends the challenge: of two code steps that both passed, only one opens a session. */
export async function spendChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaLoginChallenges)
    .set({ usedAt: now })
    .where(and(eq(mfaLoginChallenges.id, id), isNull(mfaLoginChallenges.usedAt), gt(mfaLoginChallenges.expiresAt, now), lt(mfaLoginChallenges.attempts, MFA_MAX_ATTEMPTS)))
    .returning({ id: mfaLoginChallenges.id });
  return rows.length > 0;
}
