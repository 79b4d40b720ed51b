import { z } from 'zod';
import { eventPatchSchema } from '../events/event-api.ts';
import { singleLine } from '../safe-text-schema.ts';

/** The organiser's kiosk exit PIN: 4 to 8 digits, typed on the tablet's number pad. */
export const KIOSK_EXIT_PIN_PATTERN = /^\d{4,8}$/;
export const KIOSK_EXIT_PIN_MESSAGE = 'The PIN must be 4 to 8 digits';
export const kioskExitPinSchema = z.string().regex(KIOSK_EXIT_PIN_PATTERN, { error: KIOSK_EXIT_PIN_MESSAGE });

/**
 * PATCH /events/{id}: the campaign's patch (campaigns §7 autoPublic, useAsExample, lockPassword) plus
 * the kiosk exit PIN. A PIN sets it (stored hashed), `null` removes it, left out keeps it.
 */
export const eventPatchWithKioskPinSchema = eventPatchSchema.safeExtend({
  kioskExitPin: kioskExitPinSchema.nullable().optional(),
});
export type EventPatchWithKioskPin = z.infer<typeof eventPatchWithKioskPinSchema>;

/** POST /events/{slug}/kiosk/exit: the lock password or the exit PIN the operator typed. */
export const kioskExitRequestSchema = z.object({
  secret: singleLine().min(1, { error: 'Enter the password or PIN' }).max(128),
});
export type KioskExitRequest = z.infer<typeof kioskExitRequestSchema>;

/** 200: the secret was right; the tablet leaves full screen and shows the operator page. */
export const kioskExitResponseSchema = z.object({ exited: z.literal(true) });
export type KioskExitResponse = z.infer<typeof kioskExitResponseSchema>;
