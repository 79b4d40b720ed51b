import { describe, expect, it } from 'vitest';
import { eventVirtualDtoSchema } from '../events/event-dto.ts';
import { eventSettingsSchema } from '../events/event.ts';
import { guestTexts } from '../guest-texts/index.ts';
import {
  consentOutcome,
  feedbackStepsAt,
  mergeFeedback,
  personalFromValues,
  surveyAnswer,
  toggleChoice,
  validateComment,
  validateDataCapture,
  validateNewsletter,
  validateQuestionnaire,
  validateTextQuestion,
  type NewsletterItem,
  type QuestionnaireItem,
  type TextQuestionItem,
} from './guest-forms.ts';

const REQUIRED = 'This field cannot be empty';
const DECLINED = 'In order to proceed, it is necessary to accept the terms of use.';

function sharing(overrides: Record<string, unknown>) {
  const settings = eventSettingsSchema.parse({ boothType: 'virtual', screens: { sharing: overrides } });
  return eventVirtualDtoSchema.parse({ ...settings, id: '3f1c6c3e-1111-4111-8111-111111111111', slug: 'party', name: 'Party', active: true, imageCutoutEnabled: false }).screens.sharing;
}

const questionnaire = (over: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
  type: 'questionnaire',
  id: 'q1',
  question: 'Which drinks?',
  explanation: '',
  answers: ['Tea', 'Coffee', 'Water'],
  footer: '',
  summaryName: 'Drinks',
  maxAnswers: 2,
  mandatory: true,
  render: 'checkbox',
  renderPosition: 'post',
  popups: [],
  ...over,
});

describe('feedbackStepsAt', () => {
  it('shows nothing with every dialog at its default (off)', () => {
    const settings = sharing({});
    expect(feedbackStepsAt(settings, 'pre')).toEqual([]);
    expect(feedbackStepsAt(settings, 'post')).toEqual([]);
  });

  it('puts each enabled dialog at its render position, in a fixed order, opt-in only after capture', () => {
    const settings = sharing({
      dataCapture: { enabled: true, render: 'pre' },
      customConsent: { enabled: true, render: 'pre' },
      survey: {
        enabled: true,
        items: [
          { type: 'textQuestion', id: 't1', question: 'Name?', renderPosition: 'pre' },
          { type: 'newsletter', id: 'n1', question: 'News?' },
          { type: 'questionnaire', id: 'q1', question: 'Drink?', answers: ['A'] },
        ],
      },
      comment: { enabled: true },
      galleryOptIn: { enabled: true },
    });
    expect(feedbackStepsAt(settings, 'pre').map((step) => (step.kind === 'survey' ? step.item.id : step.kind))).toEqual([
      'dataCapture',
      'consent',
      't1',
    ]);
    expect(feedbackStepsAt(settings, 'post').map((step) => (step.kind === 'survey' ? step.item.id : step.kind))).toEqual([
      'n1',
      'q1',
      'comment',
      'galleryOptIn',
    ]);
  });

  it('skips survey items when the survey is off and a data capture without fields', () => {
    const settings = sharing({
      dataCapture: { enabled: true, fields: [] },
      survey: { enabled: false, items: [{ type: 'textQuestion', id: 't1' }] },
    });
    expect(feedbackStepsAt(settings, 'post')).toEqual([]);
  });
});

describe('data capture', () => {
  it('requires every shown field when mandatory, with the exact text', () => {
    const errors = validateDataCapture({ fields: ['firstname', 'lastname', 'email'], mandatory: true }, { firstname: 'Ada', lastname: '  ' });
    expect(errors).toEqual({ lastname: REQUIRED, email: REQUIRED });
  });

  it('speaks German to a German guest', () => {
    const errors = validateDataCapture({ fields: ['email'], mandatory: true }, {}, guestTexts('de'));
    expect(errors.email).toBe('Dieses Feld darf nicht leer sein');
  });

  it('lets an optional form be empty but checks what is given', () => {
    const capture = { fields: ['email', 'phone', 'birthday'] as const, mandatory: false };
    expect(validateDataCapture({ ...capture, fields: [...capture.fields] }, {})).toEqual({});
    expect(validateDataCapture({ ...capture, fields: [...capture.fields] }, { email: 'nope', phone: 'abc', birthday: '2024-02-30' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      birthday: 'Please enter a valid date',
    });
    expect(validateDataCapture({ ...capture, fields: [...capture.fields] }, { email: 'a@b.de', phone: '+49 (30) 123-45', birthday: '1990-05-17' })).toEqual({});
  });

  it('limits lengths like the stored personal data', () => {
    expect(validateDataCapture({ fields: ['zipCode'], mandatory: false }, { zipCode: '1'.repeat(21) })).toEqual({ zipCode: 'At most 20 characters' });
  });

  it('stores only the asked, filled fields, trimmed', () => {
    expect(personalFromValues(['firstname', 'email', 'city'], { firstname: ' Ada ', email: 'a@b.de', city: '', job: 'ignored' })).toEqual({
      firstname: 'Ada',
      email: 'a@b.de',
    });
  });
});

describe('custom consent', () => {
  it('blocks a declined mandatory consent with the exact text', () => {
    expect(consentOutcome({ mandatory: true }, false)).toEqual({ proceed: false, message: DECLINED });
    expect(consentOutcome({ mandatory: true }, true)).toEqual({ proceed: true, message: null });
    expect(consentOutcome({ mandatory: false }, false)).toEqual({ proceed: true, message: null });
  });
});

describe('survey', () => {
  it('toggles choices up to maxAnswers, replacing with a single answer', () => {
    expect(toggleChoice([], 'Tea', 2)).toEqual(['Tea']);
    expect(toggleChoice(['Tea'], 'Coffee', 2)).toEqual(['Tea', 'Coffee']);
    expect(toggleChoice(['Tea', 'Coffee'], 'Water', 2)).toEqual(['Tea', 'Coffee']);
    expect(toggleChoice(['Tea', 'Coffee'], 'Tea', 2)).toEqual(['Coffee']);
    expect(toggleChoice(['Tea'], 'Water', 1)).toEqual(['Water']);
  });

  it('validates questionnaire answers', () => {
    const item = questionnaire();
    expect(validateQuestionnaire(item, [])).toBe(REQUIRED);
    expect(validateQuestionnaire({ ...item, mandatory: false }, [])).toBeNull();
    expect(validateQuestionnaire(item, ['Tea', 'Coffee', 'Water'])).toBe('Choose at most 2');
    expect(validateQuestionnaire(item, ['Beer'])).toBe('Please choose one');
    expect(validateQuestionnaire(item, ['Tea', 'Water'])).toBeNull();
  });

  it('needs a newsletter decision when mandatory and the fields when accepted', () => {
    const item: NewsletterItem = {
      type: 'newsletter',
      id: 'n1',
      question: 'News?',
      explanation: '',
      accept: 'Yes',
      decline: 'No',
      summaryName: '',
      mandatory: true,
      fields: ['firstname', 'email'],
      popups: [],
    };
    expect(validateNewsletter(item, null, {})).toEqual({ decision: 'Please choose one' });
    expect(validateNewsletter({ ...item, mandatory: false }, null, {})).toEqual({});
    expect(validateNewsletter(item, 'decline', {})).toEqual({});
    expect(validateNewsletter(item, 'accept', { email: 'x' })).toEqual({ firstname: REQUIRED, email: 'Please enter a valid email address' });
    expect(validateNewsletter(item, 'accept', { firstname: 'Ada', email: 'a@b.de' })).toEqual({});
  });

  it('checks text answers by content type', () => {
    const item: TextQuestionItem = { type: 'textQuestion', id: 't', question: 'Q', summaryName: '', mandatory: true, contentType: 'text', renderPosition: 'post' };
    expect(validateTextQuestion(item, ' ')).toBe(REQUIRED);
    expect(validateTextQuestion({ ...item, contentType: 'number' }, '12,5')).toBeNull();
    expect(validateTextQuestion({ ...item, contentType: 'number' }, 'twelve')).toBe('Please enter a number');
    expect(validateTextQuestion({ ...item, contentType: 'email' }, 'a@b')).toBe('Please enter a valid email address');
    expect(validateTextQuestion({ ...item, contentType: 'date' }, '2026-13-01')).toBe('Please enter a valid date');
  });

  it('stores the question text with the answers', () => {
    expect(surveyAnswer(questionnaire(), ['Tea', ' '])).toEqual({ itemId: 'q1', question: 'Which drinks?', answers: ['Tea'] });
    expect(surveyAnswer(questionnaire({ question: '' }), ['Tea']).question).toBe('Drinks');
  });
});

describe('comment', () => {
  it('limits to the configured length and requires it when mandatory', () => {
    const defaults = sharing({ comment: { enabled: true } }).comment;
    expect(defaults.length).toBe(100);
    expect(validateComment(defaults, 'x'.repeat(100))).toBeNull();
    expect(validateComment(defaults, 'x'.repeat(101))).toBe('At most 100 characters');
    expect(validateComment(defaults, '')).toBeNull();
    expect(validateComment({ ...defaults, mandatory: true }, '  ')).toBe(REQUIRED);
  });
});

describe('mergeFeedback', () => {
  it('keeps earlier personal data, fills gaps and collects survey answers', () => {
    const merged = mergeFeedback(
      { personal: { email: 'first@b.de' }, survey: [{ itemId: 'a', question: 'A', answers: ['1'] }] },
      { personal: { email: 'second@b.de', firstname: 'Ada' }, survey: [{ itemId: 'b', question: 'B', answers: ['2'] }], consentAccepted: true },
    );
    expect(merged).toEqual({
      personal: { email: 'first@b.de', firstname: 'Ada' },
      survey: [
        { itemId: 'a', question: 'A', answers: ['1'] },
        { itemId: 'b', question: 'B', answers: ['2'] },
      ],
      consentAccepted: true,
    });
    expect(mergeFeedback({}, { comment: 'Hi' })).toEqual({ comment: 'Hi' });
  });
});
