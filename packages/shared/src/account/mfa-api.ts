import { z } from 'zod';
import { signedInSchema } from '../auth.ts';
import { singleLine } from '../safe-text-schema.ts';

/** The second factors (platform §3 MFA, §7 registerMfa {type}). */
export const mfaTypes = ['totp', 'email'] as const;
export type MfaType = (typeof mfaTypes)[number];
/** What a sign-in can answer with: the enabled type's code, or a backup code. */
export const mfaMethods = ['totp', 'email', 'backup'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const MFA_BACKUP_CODE_COUNT = 10;
/** Backup codes: 10 characters of an unambiguous alphabet, shown as xxxxx-xxxxx. */
export const MFA_BACKUP_CODE_PATTERN = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/i;
/** E-mailed codes live 10 minutes; a sign-in challenge 10 minutes; 5 wrong codes end either. */
export const MFA_EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const MFA_CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const MFA_MAX_ATTEMPTS = 5;
export const TOTP_ISSUER = 'Boothwerk';

export const mfaTypeBodySchema = z.object({ type: z.enum(mfaTypes) });

const sixDigits = z.string().regex(/^\d{6}$/);

/** POST /auth/registerMfa answer: the setup data (TOTP: otpauth URI, QR as SVG markup, secret; e-mail: a code was sent). */
export const mfaSetupSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('totp'), setupData: z.object({ otpauthUri: z.string(), qrSvg: z.string(), secret: z.string() }) }),
  z.object({ type: z.literal('email'), setupData: z.object({ sentTo: z.string() }) }),
]);
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/** POST /auth/verifyRegisterMfa */
export const mfaVerifyRegisterSchema = z.object({ type: z.enum(mfaTypes), password: singleLine().min(1).max(200), code: sixDigits });

/** Its answer: MFA is on; the ten backup codes, shown this once (stored hashed). */
export const mfaEnabledSchema = z.object({ enabled: z.literal(true), type: z.enum(mfaTypes), methods: z.array(z.enum(mfaMethods)), backupCodes: z.array(z.string()) });
export type MfaEnabled = z.infer<typeof mfaEnabledSchema>;

/** GET /auth/mfa/status */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  type: z.enum(mfaTypes).nullable(),
  methods: z.array(z.enum(mfaMethods)),
  backupCodesLeft: z.int().min(0),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** DELETE /auth/mfa and POST /auth/mfa/backupCodes (new set): the password confirms. */
export const mfaPasswordSchema = z.object({ password: singleLine().min(1).max(200) });
export const mfaBackupCodesSchema = z.object({ backupCodes: z.array(z.string()) });

/**
 * POST /auth/login answers either a session token, or — MFA on — that a second factor is needed: no
 * session yet, a short-lived `mfaToken` for the code step and the methods it accepts.
 */
export const mfaChallengeSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string(), type: z.enum(mfaTypes), methods: z.array(z.enum(mfaMethods)) });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** What POST /auth/login answers: a session token (MFA off), or the challenge of the code step (MFA on). */
export const loginAnswerSchema = z.union([signedInSchema, mfaChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /auth/login/mfa: the code step; a 6-digit code of the enabled type, or a backup code. Answers like login. */
export const mfaLoginSchema = z.object({ mfaToken: singleLine().min(1).max(200), code: singleLine().trim().min(6).max(20) });

/** POST /auth/requestEmailMfaCode: signed in (setup), or with the sign-in's `mfaToken`. */
export const mfaEmailCodeRequestSchema = z.object({ mfaToken: singleLine().min(1).max(200).optional() }).default({});
