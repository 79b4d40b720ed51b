import { z } from 'zod';
import { flag, longText, tier } from './fields.ts';
import { popupSchema, renderPositions } from './popup.ts';

/** The contact fields a data capture can ask for (campaigns §3), in the order a form shows them. */
export const dataCaptureFields = [
  'salutation',
  'firstname',
  'lastname',
  'company',
  'job',
  'birthday',
  'phone',
  'email',
  'street',
  'zipCode',
  'city',
  'country',
  'instagramHandle',
] as const;
export type DataCaptureField = (typeof dataCaptureFields)[number];

/**
 * "Up to 5 data-capture fields" (campaigns §5): of the 13 kinds above, a data capture asks for at most
 * five, each at most once, in the order the organiser lists them.
 */
export const MAX_DATA_CAPTURE_FIELDS = 5;

/** Shown under an empty required field (campaigns §5). */
export const DATA_CAPTURE_REQUIRED_MESSAGE = 'This field cannot be empty';

/** Data capture (Gold, campaigns §3). */
export const dataCaptureSchema = z.object({
  enabled: flag(false),
  plan: tier('Gold'),
  mandatory: flag(false),
  render: z.enum(renderPositions).default('post'),
  body: longText(),
  popups: z.array(popupSchema).max(5).default([]),
  fields: z
    .array(z.enum(dataCaptureFields))
    .max(MAX_DATA_CAPTURE_FIELDS, `At most ${MAX_DATA_CAPTURE_FIELDS} fields`)
    .refine((fields) => new Set(fields).size === fields.length, { error: 'Each field at most once' })
    .default(['firstname', 'lastname', 'email']),
});
export type DataCapture = z.infer<typeof dataCaptureSchema>;
