import { z } from 'zod';

/**
 * The closed set of error codes the API answers with. The server maps each to one HTTP status;
 * the web app maps each to a translated message. Add a code here before throwing it anywhere.
 */
export const errorCodes = [
  'VALIDATION',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'PLAN_REQUIRED',
  'LIMIT_EXCEEDED',
  'PRECONDITION_FAILED',
  'RATE_LIMITED',
  'EVENT_NOT_LIVE',
  'DEVICE_UNKNOWN',
  'DEVICE_NOT_ALLOWED',
  'LICENCE_REQUIRED',
  'LICENCE_EXPIRED',
  'INVALID_MFA_CODE',
  'SUPPORT_TOKEN_INVALID',
  'ACCOUNT_DELETED',
  'PAYMENT_DECLINED',
  'PROMO_CODE_INVALID',
  'PAYMENT_PROVIDER_ERROR',
  'WEBHOOK_SIGNATURE_INVALID',
  'DATABASE_UNAVAILABLE',
  'STORAGE_FULL',
  'PAYMENT_REQUIRED',
  'PRINTING_DISABLED',
  'AI_PROVIDER_ERROR',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  /** A body that is not what its content type says (a multipart upload cut off or garbled): nothing to correct, only to resend. */
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_ACTIVATED: 403,
  INVALID_TOKEN: 400,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PLAN_REQUIRED: 402,
  LIMIT_EXCEEDED: 422,
  PRECONDITION_FAILED: 412,
  RATE_LIMITED: 429,
  /** A guest upload to a campaign that is still a draft (only its organiser may test it). */
  EVENT_NOT_LIVE: 409,
  /** A device call (X-Device-Token) with no token, an unknown one or one whose device was removed (revoked). */
  DEVICE_UNKNOWN: 401,
  /** A paired device starting a guest session of another organiser's campaign. */
  DEVICE_NOT_ALLOWED: 403,
  /** A paired device without a licence starting a guest session. */
  LICENCE_REQUIRED: 403,
  /** A paired device whose licence expired starting a guest session (its queued pictures still upload). */
  LICENCE_EXPIRED: 403,
  /** A wrong, expired or already used second-factor code (or an ended sign-in challenge). */
  INVALID_MFA_CODE: 401,
  /** X-Support-Token unknown, expired, ended or not the acting admin's: support mode must end. */
  SUPPORT_TOKEN_INVALID: 401,
  /** The account is being deleted at its owner's request: sign-in is refused. */
  ACCOUNT_DELETED: 403,
  /** The card was declined (or is not a test card in test mode); `message` says why in the provider's words. */
  PAYMENT_DECLINED: 402,
  /** A promo code that is unknown, not yet or no longer valid, used up or for another product. */
  PROMO_CODE_INVALID: 422,
  /** The payment provider could not be reached or answered an error: nothing was charged twice, try again. */
  PAYMENT_PROVIDER_ERROR: 502,
  /** A webhook whose signature does not verify: refused, never processed. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** The database could not be reached for this request (restart, failover, a cut connection): try again after Retry-After; nothing was written. */
  DATABASE_UNAVAILABLE: 503,
  /** The disk or object store is full: the upload was not kept here; the device keeps it and sends it again later. */
  STORAGE_FULL: 507,
  /** A paywalled print without a paid payment session for the picture (print paywall): pay first, then ask again with it. */
  PAYMENT_REQUIRED: 402,
  /** A print the campaign does not offer (printing, this method or postal prints switched off). */
  PRINTING_DISABLED: 403,
  /** An AI service (prompt enhancer, image provider) failed or did not answer in time: nothing was changed, try again. */
  AI_PROVIDER_ERROR: 502,
  INTERNAL: 500,
};

/**
 * What is wrong with a field, in words the web app translates (so no English server text reaches the
 * German interface): required, too long/short (characters), too many/few (items), too big/small
 * (numbers), not an e-mail address, not an http(s) URL, not a colour, a date, a password the password
 * rule refuses (passwords/password-rule.ts: listed, the account's e-mail or name in it, guessable), or
 * anything else.
 */
export const fieldIssueCodes = [
  'required',
  'too_long',
  'too_short',
  'too_many',
  'too_few',
  'too_big',
  'too_small',
  'invalid_email',
  'invalid_url',
  'invalid_color',
  'invalid_date',
  'invalid_choice',
  'password_common',
  'password_contains_email',
  'password_contains_name',
  'password_too_guessable',
  'invalid',
] as const;
export type FieldIssueCode = (typeof fieldIssueCodes)[number];

/** One problem with one input field; `path` is the dotted path inside the body, e.g. `sharing.email.subject`. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  /** English, for logs and API users; the web app shows its own words for `code` (and `limit`). */
  message: z.string(),
  code: z.enum(fieldIssueCodes).optional(),
  /** The bound the value broke: the most or fewest characters, items or the largest/smallest number. */
  limit: z.number().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  requestId: z.string(),
  fields: z.array(fieldIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
