import { z } from 'zod';
import { singleLine } from '../safe-text-schema.ts';
import { flag, int, shortText, text, tier } from './fields.ts';
import { popupSchema, renderPositions } from './popup.ts';

/** Up to 5 surveys, i.e. survey items (campaigns §5). */
export const MAX_SURVEYS = 5;
const POPUPS_MAX = 5;
export const SURVEY_ANSWERS_MAX = 20;

/** Items need a stable id: the export has one column per question and the editor keys its list by it. */
const itemId = singleLine().trim().min(1).max(64);
const popups = () => z.array(popupSchema).max(POPUPS_MAX).default([]);

export const questionnaireRenders = ['checkbox', 'radio', 'dropdown'] as const;

/** A multiple-choice question (campaigns §3): one answer, checkboxes, after capture by default. */
export const questionnaireSchema = z
  .object({
    type: z.literal('questionnaire'),
    id: itemId,
    question: shortText(),
    explanation: text(),
    answers: z.array(singleLine().trim().max(200)).max(SURVEY_ANSWERS_MAX).default([]),
    footer: text(),
    /** Column name of the question in the export. */
    summaryName: shortText(),
    maxAnswers: int(1, SURVEY_ANSWERS_MAX, 1),
    mandatory: flag(false),
    render: z.enum(questionnaireRenders).default('checkbox'),
    renderPosition: z.enum(renderPositions).default('post'),
    popups: popups(),
  })
  .refine((item) => item.answers.length === 0 || item.maxAnswers <= item.answers.length, {
    error: 'More answers allowed than there are answers',
    path: ['maxAnswers'],
  });

export const newsletterFields = ['salutation', 'firstname', 'lastname', 'email'] as const;

/** A newsletter sign-up with its selectable fields (campaigns §3). */
export const newsletterSchema = z.object({
  type: z.literal('newsletter'),
  id: itemId,
  question: shortText(),
  explanation: text(),
  accept: shortText('Yes'),
  decline: shortText('No'),
  summaryName: shortText(),
  mandatory: flag(false),
  fields: z.array(z.enum(newsletterFields)).max(newsletterFields.length).default(['email']),
  popups: popups(),
});

export const textQuestionContentTypes = ['text', 'number', 'email', 'date'] as const;

/** A free-text question (campaigns §3): plain text, after capture by default. */
export const textQuestionSchema = z.object({
  type: z.literal('textQuestion'),
  id: itemId,
  question: shortText(),
  summaryName: shortText(),
  mandatory: flag(false),
  contentType: z.enum(textQuestionContentTypes).default('text'),
  renderPosition: z.enum(renderPositions).default('post'),
});

export const surveyItemSchema = z.discriminatedUnion('type', [questionnaireSchema, newsletterSchema, textQuestionSchema]);
export type SurveyItem = z.infer<typeof surveyItemSchema>;

/** Survey (Platinum, campaigns §3). */
export const surveySchema = z.object({
  enabled: flag(false),
  plan: tier('Platinum'),
  items: z.array(surveyItemSchema).max(MAX_SURVEYS, `At most ${MAX_SURVEYS} surveys`).default([]),
});
export type Survey = z.infer<typeof surveySchema>;
