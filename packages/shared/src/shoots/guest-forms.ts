import { z } from 'zod';
import type { DataCapture, DataCaptureField } from '../events/data-capture.ts';
import type { EventVirtualDto } from '../events/event-dto.ts';
import type { CustomConsent } from '../events/consent.ts';
import type { RenderPosition } from '../events/popup.ts';
import type { newsletterFields, SurveyItem } from '../events/survey.ts';
import { guestTexts, type GuestTexts } from '../guest-texts/index.ts';
import { personalDataSchema, type GuestFeedback, type PersonalData, type SurveyAnswer } from './user-feedback.ts';

/*
 * The rules of the dialogs a guest answers around a capture (campaigns §3 data capture, custom consent,
 * survey, comment, gallery opt-in; §5 mandatory texts): which show where, and what a valid answer is.
 * Messages come from the guest text catalogue, so the booth shows them in the guest's language and
 * the English ones are exactly the texts of §5.
 */

type GuestSharing = EventVirtualDto['screens']['sharing'];
export type GuestFormSettings = Pick<GuestSharing, 'dataCapture' | 'customConsent' | 'survey' | 'comment' | 'galleryOptIn'>;
export type QuestionnaireItem = Extract<SurveyItem, { type: 'questionnaire' }>;
export type NewsletterItem = Extract<SurveyItem, { type: 'newsletter' }>;
export type TextQuestionItem = Extract<SurveyItem, { type: 'textQuestion' }>;
export type NewsletterField = (typeof newsletterFields)[number];
export type CommentSettings = GuestSharing['comment'];

/** Field name → message shown under that field. Empty when everything is valid. */
export type FieldErrors = Record<string, string>;

const english = guestTexts('en');

export type FeedbackStep =
  | { kind: 'dataCapture' }
  | { kind: 'consent' }
  | { kind: 'survey'; item: SurveyItem }
  | { kind: 'comment' }
  | { kind: 'galleryOptIn' };

/** A newsletter item has no render position of its own: it asks after the capture like the survey default. */
export function surveyItemPosition(item: SurveyItem): RenderPosition {
  return item.type === 'newsletter' ? 'post' : item.renderPosition;
}

/**
 * The dialogs shown at `position`, in the order the guest meets them: who they are (data capture),
 * what they agree to (consent), the survey items one by one, the comment, and last the gallery opt-in,
 * which is about the finished picture and therefore only asked after the capture.
 */
export function feedbackStepsAt(settings: GuestFormSettings, position: RenderPosition): FeedbackStep[] {
  const steps: FeedbackStep[] = [];
  const { dataCapture, customConsent, survey, comment, galleryOptIn } = settings;
  if (dataCapture.enabled && dataCapture.fields.length > 0 && dataCapture.render === position) steps.push({ kind: 'dataCapture' });
  if (customConsent.enabled && customConsent.render === position) steps.push({ kind: 'consent' });
  if (survey.enabled) {
    for (const item of survey.items) if (surveyItemPosition(item) === position) steps.push({ kind: 'survey', item });
  }
  if (comment.enabled && comment.render === position) steps.push({ kind: 'comment' });
  if (galleryOptIn.enabled && position === 'post') steps.push({ kind: 'galleryOptIn' });
  return steps;
}

const fieldLimits: Record<DataCaptureField, number> = {
  salutation: 50,
  firstname: 200,
  lastname: 200,
  company: 200,
  job: 200,
  birthday: 30,
  phone: 40,
  email: 254,
  street: 200,
  zipCode: 20,
  city: 200,
  country: 100,
  instagramHandle: 100,
};

/** The longest value a personal field stores (the guest form's maxLength). */
export function personalFieldMax(field: DataCaptureField): number {
  return fieldLimits[field];
}

const emailSchema = z.email();
// Digits with the usual separators and an optional leading plus; at least 5 digits.
const phonePattern = /^\+?[\d\s()/.-]+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The message for one personal field's value, or null when it is fine. Empty is fine unless required. */
export function personalFieldError(field: DataCaptureField, raw: string | undefined, required: boolean, t: GuestTexts = english): string | null {
  const value = (raw ?? '').trim();
  if (!value) return required ? t('form.required') : null;
  if (value.length > fieldLimits[field]) return t('form.tooLong', { max: fieldLimits[field] });
  if (field === 'email' && !emailSchema.safeParse(value).success) return t('email.invalid');
  if (field === 'phone' && (!phonePattern.test(value) || value.replace(/\D/g, '').length < 5)) return t('form.invalidPhone');
  if (field === 'birthday' && !isValidIsoDate(value)) return t('form.invalidDate');
  return null;
}

/**
 * A mandatory data capture needs every field it shows; an optional one takes what is given, but what is
 * given must still be valid (a wrong e-mail address is no use to anyone).
 */
export function validateDataCapture(capture: Pick<DataCapture, 'fields' | 'mandatory'>, values: Partial<Record<DataCaptureField, string>>, t: GuestTexts = english): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of capture.fields) {
    const message = personalFieldError(field, values[field], capture.mandatory, t);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The personal data to store: the asked fields with a value, trimmed; nothing for an empty form. */
export function personalFromValues(fields: readonly DataCaptureField[], values: Partial<Record<DataCaptureField, string>>): PersonalData {
  const personal: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field]?.trim();
    if (value) personal[field] = value;
  }
  return personalDataSchema.parse(personal);
}

/** Accepting always proceeds; declining proceeds only when the consent is optional (campaigns §5). */
export function consentOutcome(consent: Pick<CustomConsent, 'mandatory'>, accepted: boolean, t: GuestTexts = english): { proceed: boolean; message: string | null } {
  if (accepted || !consent.mandatory) return { proceed: true, message: null };
  return { proceed: false, message: t('consent.declined') };
}

/** The question text stored with an answer (the export's column falls back to it). */
export function surveyQuestionLabel(item: SurveyItem): string {
  return item.question.trim() || item.summaryName.trim() || item.id;
}

/**
 * Tapping an answer of a multiple-choice question: a chosen answer is unchosen; with one answer
 * allowed a new one replaces the old; with more allowed a new one is added until `maxAnswers` is
 * reached, after which further taps are ignored.
 */
export function toggleChoice(chosen: readonly string[], answer: string, maxAnswers: number): string[] {
  if (chosen.includes(answer)) return chosen.filter((value) => value !== answer);
  if (maxAnswers <= 1) return [answer];
  if (chosen.length >= maxAnswers) return [...chosen];
  return [...chosen, answer];
}

export function validateQuestionnaire(item: QuestionnaireItem, chosen: readonly string[], t: GuestTexts = english): string | null {
  if (chosen.length === 0) return item.mandatory ? t('form.required') : null;
  if (chosen.length > item.maxAnswers) return t('survey.tooMany', { count: item.maxAnswers });
  if (chosen.some((answer) => !item.answers.includes(answer))) return t('form.chooseOne');
  return null;
}

export type NewsletterDecision = 'accept' | 'decline' | null;

/**
 * A mandatory newsletter item needs a decision; accepting asks for its selectable fields, all of them
 * required (a sign-up without the address it is for is no sign-up). Errors are keyed by field, and
 * by `decision` for a missing choice.
 */
export function validateNewsletter(
  item: NewsletterItem,
  decision: NewsletterDecision,
  values: Partial<Record<NewsletterField, string>>,
  t: GuestTexts = english,
): FieldErrors {
  const errors: FieldErrors = {};
  if (decision === null) {
    if (item.mandatory) errors.decision = t('form.chooseOne');
    return errors;
  }
  if (decision === 'decline') return errors;
  for (const field of item.fields) {
    const message = personalFieldError(field, values[field], true, t);
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateTextQuestion(item: TextQuestionItem, raw: string, t: GuestTexts = english): string | null {
  const value = raw.trim();
  if (!value) return item.mandatory ? t('form.required') : null;
  if (value.length > 1_000) return t('form.tooLong', { max: 1_000 });
  if (item.contentType === 'email' && !emailSchema.safeParse(value).success) return t('email.invalid');
  if (item.contentType === 'number' && !Number.isFinite(Number(value.replace(',', '.')))) return t('form.invalidNumber');
  if (item.contentType === 'date' && !isValidIsoDate(value)) return t('form.invalidDate');
  return null;
}

/** The comment's limit is the organiser's `length` (default 100); mandatory means not empty. */
export function validateComment(comment: Pick<CommentSettings, 'length' | 'mandatory'>, raw: string, t: GuestTexts = english): string | null {
  const value = raw.trim();
  if (!value) return comment.mandatory ? t('form.required') : null;
  if (value.length > comment.length) return t('form.tooLong', { max: comment.length });
  return null;
}

export function surveyAnswer(item: SurveyItem, answers: readonly string[]): SurveyAnswer {
  return { itemId: item.id, question: surveyQuestionLabel(item), answers: answers.map((answer) => answer.trim()).filter(Boolean) };
}

/**
 * Adds one dialog's answers to what the guest gave before. Personal data given earlier wins (the data
 * capture comes before a newsletter item that asks for the same e-mail); survey answers accumulate.
 */
export function mergeFeedback(earlier: GuestFeedback, next: GuestFeedback): GuestFeedback {
  const merged: GuestFeedback = { ...earlier, ...next };
  if (earlier.personal || next.personal) merged.personal = { ...next.personal, ...earlier.personal };
  if (earlier.survey || next.survey) merged.survey = [...(earlier.survey ?? []), ...(next.survey ?? [])];
  return merged;
}
