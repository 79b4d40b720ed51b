import {
  mfaBackupCodesSchema,
  mfaEmailCodeRequestSchema,
  mfaEnabledSchema,
  mfaPasswordSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  mfaTypeBodySchema,
  mfaVerifyRegisterSchema,
  okSchema,
} from '@booth/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unauthenticated } from '@/errors.ts';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { requestLocale } from '@/platform/http/request-locale.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { MfaLogin } from './mfa-login.ts';
import type { MfaService } from './mfa.service.ts';

export interface MfaRoutesOptions {
  mfa: MfaService;
  mfaLogin: MfaLogin;
  authRateLimit: RateLimitOptions;
}

const tags = ['auth'];
const ok = { ok: true } as const;
const PASSWORD_NOTE = 'A wrong password answers 400 naming `password` and counts in the sign-in throttle of the account (429 when locked).';

/** Multi-factor authentication of the signed-in account (platform §7 Auth MFA calls). */
export const mfaRoutes: FastifyPluginAsyncZod<MfaRoutesOptions> = async (app, { mfa, mfaLogin, authRateLimit }) => {
  app.post(
    '/auth/registerMfa',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Start registering a second factor: TOTP answers the otpauth URI, a QR code (SVG) and the secret; e-mail mails a 6-digit code',
        description: 'Kept as setup data until POST /auth/verifyRegisterMfa; registering again replaces it. 409 while MFA is on (turn it off first).',
        body: mfaTypeBodySchema,
        response: { 200: mfaSetupSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => mfa.register(requireAuth(request), request.body.type, requestLocale(request)),
  );

  app.post(
    '/auth/verifyRegisterMfa',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Turn MFA on with the password and a code of the new factor; answers ten backup codes, shown this once; every other session is signed out',
        description: `A wrong or used code answers 401 INVALID_MFA_CODE; no registration of that type in progress 409. ${PASSWORD_NOTE}`,
        body: mfaVerifyRegisterSchema,
        response: { 200: mfaEnabledSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => mfa.verifyRegister(requireAuth(request), request.body),
  );

  app.post(
    '/auth/requestEmailMfaCode',
    {
      config: { auth: 'optional', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Mail a 6-digit code again: with `mfaToken` the sign-in code of that challenge, else (signed in) the code of the e-mail registration',
        description: 'At most 5 code mails per account in 10 minutes (429 with Retry-After). An ended challenge answers 401 INVALID_MFA_CODE.',
        // The spec's call has no payload: a request without a body is the signed-in case.
        body: mfaEmailCodeRequestSchema.or(z.null()),
        response: { 200: okSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const mfaToken = request.body?.mfaToken;
      if (mfaToken) await mfaLogin.resend(mfaToken, requestLocale(request));
      else if (request.auth) await mfa.resendSetupCode(request.auth, requestLocale(request));
      else throw new Unauthenticated();
      return ok;
    },
  );

  app.get(
    '/auth/mfa/status',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Whether MFA is on, its type, the methods a sign-in accepts and the backup codes left', response: { 200: mfaStatusSchema, ...errorResponses(401) } },
    },
    async (request) => mfa.status(requireAuth(request)),
  );

  app.delete(
    '/auth/mfa',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Turn MFA off with the password; the backup codes are deleted and every other session is signed out',
        description: `409 when MFA is not on. ${PASSWORD_NOTE}`,
        body: mfaPasswordSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await mfa.disable(requireAuth(request), request.body.password);
      return ok;
    },
  );

  app.post(
    '/auth/mfa/backupCodes',
    {
      config: { auth: 'required', support: 'refused', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'A new set of ten backup codes (shown this once); the old ones stop working and every other session is signed out',
        description: `409 when MFA is not on. ${PASSWORD_NOTE}`,
        body: mfaPasswordSchema,
        response: { 200: mfaBackupCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({ backupCodes: await mfa.renewBackupCodes(requireAuth(request), request.body.password) }),
  );
};
