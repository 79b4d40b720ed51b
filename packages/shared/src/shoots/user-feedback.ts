import { z } from 'zod';
import { COMMENT_LENGTH_MAX } from '../events/sharing-options.ts';
import { multiLine, singleLine } from '../safe-text-schema.ts';

/*
 * One shape, two strictnesses: what a guest may send holds every text to the safe-text rule (a control
 * character is a 400 naming the field), while what is stored and answered is read as it is, so an
 * answer stored before the rule existed can still be listed and exported.
 */
function feedbackSchema(line: () => z.ZodString, lines: () => z.ZodString) {
  const field = (max = 200) => line().trim().max(max).optional();
  const personal = z.object({
    company: field(),
    salutation: field(50),
    firstname: field(),
    lastname: field(),
    job: field(),
    street: field(),
    zipCode: field(20),
    country: field(100),
    city: field(),
    /** As the guest typed it or an ISO date; shown and exported as given. */
    birthday: field(30),
    email: z.union([z.literal(''), z.email().max(254)]).optional(),
    phone: field(40),
    instagramHandle: field(100),
  });
  /** One answered survey item: the question (its export column) and the answers given. */
  const survey = z.object({
    itemId: line().max(100),
    question: line().max(500),
    answers: z.array(line().max(1_000)).max(20),
  });
  const feedback = z.object({
    personal: personal.optional(),
    survey: z.array(survey).max(5).optional(),
    // A comment may run over several lines; the others are one line each.
    comment: lines().trim().max(COMMENT_LENGTH_MAX).optional(),
    /** The guest accepted the custom consent. */
    consentAccepted: z.boolean().optional(),
    /** The guest agreed to be shown in the public gallery (gallery opt-in). */
    galleryOptIn: z.boolean().optional(),
  });
  return { personal, survey, feedback };
}

const sent = feedbackSchema(singleLine, multiLine);
const stored = feedbackSchema(() => z.string(), () => z.string());

/** Personal data a data capture collects (campaigns §3 "User feedback": personal). */
export const personalDataSchema = sent.personal;
export type PersonalData = z.infer<typeof personalDataSchema>;

/** One answered survey item: the question (its export column) and the answers given. */
export const surveyAnswerSchema = sent.survey;
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/**
 * What a guest submits around a capture (data capture, custom consent, survey, comment, gallery opt-in).
 * Sent with the upload (field `feedback`, JSON) for what was asked before the capture, and with
 * PUT /events/{slug}/shoots/{id}/feedback for what was asked after it; the second merges into the first.
 */
export const guestFeedbackSchema = sent.feedback;
export type GuestFeedback = z.infer<typeof guestFeedbackSchema>;

/**
 * Proof of one accepted consent text: the version (id of the exact text shown, kept in consent_versions),
 * which consent it was and when. Recorded by the server only, never taken from what a guest sends.
 */
export const consentEvidenceSchema = z.object({
  version: z.string(),
  /** `customConsent`, `newsletter:{itemId}`, or either's `…/popup:{n}` (the texts behind its links). */
  source: z.string(),
  acceptedAt: z.iso.datetime({ offset: true }),
});
export type ConsentEvidence = z.infer<typeof consentEvidenceSchema>;

/** A shoot's user feedback as stored and answered to the organiser (campaigns §3). */
export const userFeedbackSchema = stored.feedback.extend({
  /** The guest's browser (user agent), recorded by the server. */
  agent: z.string().max(500).optional(),
  /** The consent texts the guest accepted, recorded by the server (absent when nothing was accepted). */
  consents: z.array(consentEvidenceSchema).optional(),
});
export type UserFeedback = z.infer<typeof userFeedbackSchema>;

/** A shoot's contact (campaigns §3): from the data capture or the e-mail the picture was sent to. */
export const shootContactSchema = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type ShootContact = z.infer<typeof shootContactSchema>;
