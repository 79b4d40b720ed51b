import { z } from 'zod';
import { passwordSchema, personNameSchema } from '../auth.ts';
import { singleLine } from '../safe-text-schema.ts';

const isoDate = z.iso.datetime({ offset: true });

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Whether the runtime knows this IANA time zone (Intl throws a RangeError for unknown ones). */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = singleLine().max(64).refine(isKnownTimeZone, { message: 'unknown time zone' });

/** Address of platform §3; every part optional (''), `country` an ISO 3166-1 alpha-2 code or ''. */
export const customerAddressSchema = z.object({
  companyName: singleLine().trim().max(200).default(''),
  street: singleLine().trim().max(200).default(''),
  zipCode: singleLine().trim().max(20).default(''),
  city: singleLine().trim().max(100).default(''),
  country: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal('')]).default(''),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const avatarSchema = z.object({ id: z.uuid(), filePath: z.string(), thumbnailPath: z.string() });

/** GET /customers/profile (platform §3 Profile), with what the settings screen shows beside it. */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  name: z.string(),
  timeZone: z.string(),
  avatar: avatarSchema.nullable(),
  address: customerAddressSchema,
  hasAppPassword: z.boolean(),
  createdAt: isoDate,
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /customers/profile: any of the fields; `avatarId` an own asset of type avatar, or null to remove. */
export const profileUpdateSchema = z
  .object({
    firstName: personNameSchema,
    name: personNameSchema,
    timeZone: timeZoneSchema,
    avatarId: z.uuid().nullable(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /customers: the signed-in customer's address (platform §3 Address). Answers the profile. */
export const customerPutSchema = z.object({ address: customerAddressSchema });

/** PUT /customers/password: the new password, and the current one (a left-open session cannot change it). */
export const passwordChangeSchema = z.object({ password: passwordSchema, currentPassword: singleLine().min(1).max(200) });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * PUT /customers/apppassword: the app password booth devices sign in with (never the web app); the
 * account password confirms it. `password: null` removes it.
 */
export const appPasswordSchema = z.object({ password: passwordSchema.nullable(), currentPassword: singleLine().min(1).max(200) });
export type AppPasswordChange = z.infer<typeof appPasswordSchema>;

/** GET /customers/sessions: the account's live sign-ins, newest use first. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  createdAt: isoDate,
  lastSeenAt: isoDate.nullable(),
  userAgent: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

/** DELETE /customers/sessions: signs out every other session; answers how many. */
export const revokedSessionsSchema = z.object({ revoked: z.int().min(0) });

/**
 * DELETE /customers/account: deletes the account with everything in it (campaigns, pictures, assets,
 * devices). The password confirms, and `email` must be typed again. Sign-in stops at once; a durable
 * job removes the data. GET /customers/export (a ZIP, streamed) is offered before.
 */
export const accountDeletionSchema = z.object({ password: singleLine().min(1).max(200), email: singleLine().trim().toLowerCase().max(254) });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** POST /devices/pairings/{id}/signin: a kiosk signs in with the account's e-mail and app password. */
export const deviceAppPasswordSignInSchema = z.object({ email: singleLine().trim().toLowerCase().max(254), appPassword: singleLine().min(1).max(200) });
