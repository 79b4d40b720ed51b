import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { LOCK_PASSWORD_MIN_LENGTH } from '../constants.ts';
import { locales } from '../locale.ts';
import { parseBoolean } from '../rules/boolean.ts';
import { orientationFromDimension } from './dimensions.ts';
import { eventNameSchema, eventSettingsSchema } from './event.ts';
import { eventTemplateIdSchema } from './event-templates.ts';
import { optionalWithoutDefaults } from './optional-shape.ts';

/**
 * POST /events (campaigns §7): a name is enough, everything else takes its default; `id` is dropped.
 * `template` starts from a template (event-templates.ts): the server lays the template's settings
 * under the body's own, so what the body sets wins. `locale` is the language of the template's guest
 * texts (the organiser's interface language; German when left out); like `template` it is not a setting.
 */
export const eventCreateSchema = eventSettingsSchema
  .omit({ deviceOrientation: true, archived: true })
  .extend({ name: eventNameSchema, template: eventTemplateIdSchema.optional(), locale: z.enum(locales).optional() })
  .transform((input) => ({ ...input, deviceOrientation: orientationFromDimension(input.dimension) }));
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/**
 * PUT /events/{id} (campaigns §7): "event fields, or {archived}". Every top-level key is optional and
 * a key left out is left unchanged, so `{ archived: true }` archives without touching the settings.
 * A key that is present is a whole settings object (the editor sends whole objects; its missing inner
 * fields take their defaults) — no deep-partial merge, so clearing a field in the editor clears it.
 * id, boothType, slug, createdAt and updatedAt are dropped (campaigns §5), as are the server's counters.
 */
export const eventUpdateSchema = z
  .object(
    optionalWithoutDefaults(
      eventSettingsSchema
        .omit({ boothType: true, deviceOrientation: true })
        .extend({ name: eventNameSchema, genericUrlId: z.uuid().nullable() }).shape,
    ),
  )
  .transform((input) =>
    input.dimension === undefined ? input : { ...input, deviceOrientation: orientationFromDimension(input.dimension) },
  );
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;

const PASSWORD_MAX = 128;
export const lockPasswordSchema = singleLine()
  .min(LOCK_PASSWORD_MIN_LENGTH, { error: `At least ${LOCK_PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX);
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
/** Answer to a wrong lock password (campaigns §5). */
export const INVALID_LOCK_PASSWORD_MESSAGE = 'Ungültiges Passwort';
/**
 * While a campaign is locked, every change (PUT, PATCH, DELETE, unlocking) carries the lock password
 * in this header, so one check covers every call and the password never sits in a logged body.
 */
export const EVENT_PASSWORD_HEADER = 'X-Event-Password';

/**
 * PATCH /events/{id} {autoPublic, useAsExample, lockPassword} (campaigns §7). A lock password (with its
 * confirmation) locks the campaign; `lockPassword: null` unlocks it, the current password in
 * `EVENT_PASSWORD_HEADER`.
 */
export const eventPatchSchema = z
  .object({
    autoPublic: z.boolean().optional(),
    useAsExample: z.boolean().optional(),
    lockPassword: lockPasswordSchema.nullable().optional(),
    lockPasswordConfirmation: singleLine().max(PASSWORD_MAX).optional(),
  })
  .superRefine((patch, ctx) => {
    if (typeof patch.lockPassword === 'string' && patch.lockPassword !== patch.lockPasswordConfirmation) {
      ctx.addIssue({ code: 'custom', path: ['lockPasswordConfirmation'], message: PASSWORDS_DIFFER_MESSAGE });
    }
  });
export type EventPatch = z.infer<typeof eventPatchSchema>;

/** The lock dialog: a password of at least 6 characters, typed twice (campaigns §5). */
export const eventLockSchema = z
  .object({ lockPassword: lockPasswordSchema, lockPasswordConfirmation: singleLine().max(PASSWORD_MAX) })
  .refine((lock) => lock.lockPassword === lock.lockPasswordConfirmation, {
    error: PASSWORDS_DIFFER_MESSAGE,
    path: ['lockPasswordConfirmation'],
  });
export type EventLock = z.infer<typeof eventLockSchema>;

/** The unlock dialog: the current password; any length, since a wrong one must get "Ungültiges Passwort". */
export const eventUnlockSchema = z.object({ password: singleLine().min(1).max(PASSWORD_MAX) });
export type EventUnlock = z.infer<typeof eventUnlockSchema>;

/** POST /events/{id}/duplicate {name} (campaigns §7). */
export const eventDuplicateSchema = z.object({ name: eventNameSchema });
export type EventDuplicate = z.infer<typeof eventDuplicateSchema>;

const queryFlag = z
  .union([z.boolean(), z.number(), singleLine().max(5)])
  .optional()
  .transform((value) => (value === undefined ? false : parseBoolean(value)));

/** GET /events/{slug}?screens=1&shutter=1&assets=1&filters=1&shoots=1 (campaigns §7). */
export const eventGetQuerySchema = z.object({
  screens: queryFlag,
  shutter: queryFlag,
  assets: queryFlag,
  filters: queryFlag,
  shoots: queryFlag,
});
export type EventGetQuery = z.infer<typeof eventGetQuerySchema>;

/** GET /events?resolved=1 (campaigns §7): with the settings resolved. */
export const eventListQuerySchema = z.object({ resolved: queryFlag });
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
