import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { shootSchema } from '../shoots/shoot-schema.ts';
import { consentEvidenceSchema, shootContactSchema, userFeedbackSchema } from '../shoots/user-feedback.ts';
import { newsletterChoices } from './newsletter-choice.ts';

export const CONTACTS_PAGE_MAX = 100;

/** GET /events/{slug}/contacts and /events/{id}/userFeedbacks: newest first, keyset paging, search. */
export const contactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONTACTS_PAGE_MAX).default(25),
  offset: z.coerce.number().int().min(0).default(0),
  /** `nextCursor` of the previous page; replaces `offset`. */
  olderThan: singleLine().max(200).optional(),
  /** Matched anywhere in the names, e-mail addresses, phone numbers and company. */
  search: singleLine().trim().max(200).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** An accepted consent with the exact text of its version (what the guest saw). */
export const contactConsentSchema = consentEvidenceSchema.extend({
  locale: z.string(),
  title: z.string(),
  body: z.string(),
});
export type ContactConsent = z.infer<typeof contactConsentSchema>;

/** The picture a contact belongs to, as much of it as a contact list shows. */
export const contactShootSchema = shootSchema.pick({
  id: true,
  slug: true,
  kind: true,
  status: true,
  mimetype: true,
  src: true,
  thumbSrc: true,
  micrositeUrl: true,
  createdAt: true,
});

/** One row of GET /events/{slug}/contacts: a picture that carries guest data, and that data. */
export const contactSchema = z.object({
  shoot: contactShootSchema,
  contact: shootContactSchema,
  personal: userFeedbackSchema.shape.personal.unwrap(),
  survey: z.array(userFeedbackSchema.shape.survey.unwrap().element),
  newsletter: z.enum(newsletterChoices),
  comment: z.string().nullable(),
  galleryOptIn: z.boolean().nullable(),
  /** The guest's answer to the custom consent; null when it was not asked. */
  consentAccepted: z.boolean().nullable(),
  consents: z.array(contactConsentSchema),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.object({
  contacts: z.array(contactSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ContactList = z.infer<typeof contactListSchema>;

/** One row of GET /events/{id}/userFeedbacks (campaigns §7): a picture's user feedback as stored. */
export const userFeedbackRowSchema = z.object({
  shootId: z.uuid(),
  shootSlug: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  contact: shootContactSchema,
  userFeedback: userFeedbackSchema,
});
export const userFeedbackListSchema = z.object({
  userFeedbacks: z.array(userFeedbackRowSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type UserFeedbackList = z.infer<typeof userFeedbackListSchema>;

/** GET /events/{slug}/consents/{version}: the exact text of one consent version. */
export const consentVersionSchema = z.object({
  id: z.string(),
  source: z.string(),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  firstAcceptedAt: z.iso.datetime({ offset: true }),
});
export type ConsentVersion = z.infer<typeof consentVersionSchema>;

/** A version id is the hex SHA-256 of the text (see the server's consent evidence). */
export const consentVersionIdSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a consent version id' });
