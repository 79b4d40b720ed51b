import { z } from 'zod';
import { multiLine, singleLine } from '../safe-text-schema.ts';
import { assetRef, code, flag, int, longText, shortText, url } from './fields.ts';
import { callToActionButtonSchema, footerLinksSchema } from './microsite-parts.ts';
import { manualDialogSchema } from './sharing-options.ts';

export const VIRTUAL_DEFAULT_TITLE = 'Virtual Photo Booth';
export const VIRTUAL_DEFAULT_BODY = 'Click below to start!';
export const DELETION_RECIPIENTS_MAX = 10;
export const TRANSLATION_KEYS_MAX = 500;

/** Scheduled deletion of the campaign's data (campaigns §4): when, who is told, how many hours before. */
export const deletionSchema = z.object({
  date: z.iso.datetime({ offset: true }).nullable().default(null),
  recipients: z.array(z.email().max(254)).max(DELETION_RECIPIENTS_MAX).default([]),
  hours: int(0, 24 * 30, 24),
});

// Measurement ids go into a script tag on the guest page, so only the characters such ids have.
const trackingId = () =>
  z.string().trim().max(50).regex(/^[A-Za-z0-9-]*$/, { error: 'Not a valid tracking id' }).default('');

/** Virtual booth settings (campaigns §3, §9). */
export const virtualSettingsSchema = z.object({
  appearanceSize: z.enum(['small', 'normal', 'large']).default('normal'),
  /** An uploaded font (a library asset). */
  fontId: assetRef(),
  banner: assetRef(),
  bannerUrl: url(),
  title: shortText(VIRTUAL_DEFAULT_TITLE),
  body: longText(VIRTUAL_DEFAULT_BODY),
  manualDialog: manualDialogSchema.prefault({}),
  callToActionButton: callToActionButtonSchema.prefault({}),
  /** Skin smoothing on the guest's picture. */
  beautification: flag(false),
  analyticsId: trackingId(),
  tagManagerId: trackingId(),
  /** Per-event overrides of guest texts, by text key. */
  translations: z
    .record(singleLine().max(100), multiLine().max(2_000))
    .refine((entries) => Object.keys(entries).length <= TRANSLATION_KEYS_MAX, {
      error: `At most ${TRANSLATION_KEYS_MAX} texts`,
    })
    .default({}),
  translationId: z.uuid().nullable().default(null),
  customCss: code(),
  customJs: code(),
  footerLinks: footerLinksSchema,
  deletion: deletionSchema.prefault({}),
  /** Faces a picture must show before it is accepted; 0 turns face detection off (campaigns §9: 1). */
  detectFaces: int(0, 20, 1),
});
export type VirtualSettings = z.infer<typeof virtualSettingsSchema>;
