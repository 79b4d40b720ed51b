import { z } from 'zod';
import { singleLine } from './safe-text-schema.ts';
import { planSchema } from './plans.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** Passwords are hashed, never stored, but take no control characters either: nobody types one. */
export const passwordSchema = singleLine().min(PASSWORD_MIN_LENGTH).max(200);

export const PERSON_NAME_MAX = 100;
/** A first name or surname as typed: one line, trimmed, required. */
export const personNameSchema = singleLine().trim().min(1).max(PERSON_NAME_MAX);

/**
 * POST /customers: `{ email, password }` as platform §7 has it; the name is optional in the API (the
 * web form asks for it, so greetings and e-mails address the organiser by it). The password must also
 * pass the password rule (passwords/password-rule.ts), which the server applies after this schema.
 */
export const registrationSchema = z.object({
  firstName: personNameSchema.optional(),
  name: personNameSchema.optional(),
  email: emailSchema,
  password: passwordSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** The web's registration form: there the name is asked for. */
export const registrationFormSchema = registrationSchema.extend({ firstName: personNameSchema, name: personNameSchema });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** POST /auth/login */
export const credentialsSchema = z.object({ email: emailSchema, password: singleLine().min(1).max(200) });
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * An organiser's complete sign-in (POST /auth/login, /auth/login/mfa): the session, and whether its
 * password must be changed before anything else — a password set before the password rule that the
 * rule now refuses (checked at every sign-in, while the plain password is at hand).
 */
export const signedInSchema = loginResponseSchema.extend({ passwordChangeRequired: z.boolean().default(false) });
export type SignedIn = z.infer<typeof signedInSchema>;

export const tokenBodySchema = z.object({ token: singleLine().min(1).max(200) });
export const emailBodySchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ password: passwordSchema, token: singleLine().min(1).max(200) });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** A user's scope is a list or a map of permissions (platform §6). */
export const scopeSchema = z.union([z.array(z.string()), z.record(z.string(), z.boolean())]);
export type Scope = z.infer<typeof scopeSchema>;

/** GET /auth/user */
export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The profile name (platform §3), so the web app greets by it; '' for accounts made before it was asked. */
  firstName: z.string().default(''),
  name: z.string().default(''),
  admin: z.boolean(),
  moderator: z.boolean(),
  /** The profile picture's thumbnail (the account menu shows it); null without one. */
  avatarUrl: z.string().nullable().default(null),
  plan: planSchema,
  scope: scopeSchema,
  /** The password must be changed first (see `signedInSchema`); never set in support mode (only the owner can change it). */
  passwordChangeRequired: z.boolean().default(false),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const roleSchema = z.object({
  name: z.string(),
  level: z.number().int().default(0),
  role: z.string(),
  products: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

/** GET /auth/level */
export const authLevelSchema = z.object({
  role: roleSchema,
  additionalFeatures: z.array(z.string()),
  plans: z.array(planSchema),
});
export type AuthLevel = z.infer<typeof authLevelSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** A scope is held if it is present in the list, or present and true in the map. */
export function hasScope(scope: Scope | null | undefined, name: string): boolean {
  if (!scope) return false;
  return Array.isArray(scope) ? scope.includes(name) : scope[name] === true;
}
