import { describe, expect, it } from 'vitest';
import { customConsentSchema } from '../events/consent.ts';
import { surveyItemSchema } from '../events/survey.ts';
import { guestTexts } from '../guest-texts/index.ts';
import { customConsentTexts, isNewsletterAccepted, isNewsletterSource, newsletterTexts } from './consent-texts.ts';
import { newsletterChoice } from './newsletter-choice.ts';

const de = guestTexts('de');
const en = guestTexts('en');
const newsletter = surveyItemSchema.parse({ type: 'newsletter', id: 'news', question: 'Newsletter?', explanation: 'Monthly.' });
if (newsletter.type !== 'newsletter') throw new Error('not a newsletter item');

describe('customConsentTexts', () => {
  it('is the dialog as the booth shows it, then each popup that has a link, numbered in link order', () => {
    const consent = customConsentSchema.parse({
      title: '',
      body: 'You may use my picture.',
      popups: [
        { title: '', body: 'No link text and no title: no link', linkText: '' },
        { title: 'Privacy', body: 'The privacy text.', linkText: 'Privacy policy' },
        { type: 'webFrame', question: '', url: 'https://example.com/terms', linkText: 'Terms' },
      ],
    });
    expect(customConsentTexts(consent, en)).toEqual([
      { source: 'customConsent', title: 'Terms of use', body: 'You may use my picture.' },
      { source: 'customConsent/popup:1', title: 'Privacy', body: 'The privacy text.' },
      { source: 'customConsent/popup:2', title: 'Terms', body: 'https://example.com/terms' },
    ]);
    expect(customConsentTexts(consent, de)[0]?.title).toBe('Nutzungsbedingungen');
  });
});

describe('newsletter sign-up', () => {
  it('is accepted only by the accept label the guest saw', () => {
    const answer = (label: string) => ({ itemId: 'news', question: 'Newsletter?', answers: [label] });
    expect(isNewsletterAccepted(newsletter, answer('Ja'), de)).toBe(true);
    expect(isNewsletterAccepted(newsletter, answer('Yes'), en)).toBe(true);
    expect(isNewsletterAccepted(newsletter, answer('Nein'), de)).toBe(false);
    expect(isNewsletterAccepted(newsletter, { ...answer('Ja'), itemId: 'other' }, de)).toBe(false);
    const same = { ...newsletter, accept: 'OK', decline: 'OK' };
    expect(isNewsletterAccepted(same, answer('OK'), de)).toBe(false);
    expect(newsletterTexts(newsletter, de)[0]).toEqual({ source: 'newsletter:news', title: 'Newsletter?', body: 'Monthly.' });
  });

  it('tells accepted, declined and not asked apart', () => {
    const items = new Set(['news']);
    const acceptedAt = '2026-11-24T10:00:00.000Z';
    expect(newsletterChoice({ consents: [{ version: 'v', source: 'newsletter:news', acceptedAt }] }, items)).toBe('accepted');
    expect(newsletterChoice({ consents: [{ version: 'v', source: 'newsletter:news/popup:1', acceptedAt }], survey: [] }, items)).toBe('notAsked');
    expect(newsletterChoice({ survey: [{ itemId: 'news', question: 'Newsletter?', answers: ['Nein'] }] }, items)).toBe('declined');
    expect(newsletterChoice({ survey: [{ itemId: 'drink', question: 'Drink?', answers: ['Tea'] }] }, items)).toBe('notAsked');
    expect(isNewsletterSource('customConsent')).toBe(false);
  });
});
