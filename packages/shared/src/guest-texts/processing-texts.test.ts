import { describe, expect, it } from 'vitest';
import { guestTexts } from './index.ts';
import { processingTexts } from './processing-texts.ts';

describe('image processing texts', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(processingTexts.de).sort()).toEqual(Object.keys(processingTexts.en).sort());
    for (const value of [...Object.values(processingTexts.en), ...Object.values(processingTexts.de)]) expect(value.trim()).not.toBe('');
  });

  it('speaks to German guests with "du" and touch words', () => {
    const polite = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(Object.values(processingTexts.de).filter((text) => polite.test(text) || /klick/i.test(text))).toEqual([]);
    expect(guestTexts('de')('processing.adjust')).toBe('Passe dein Bild an');
  });

  it('is part of the catalogue an event can override', () => {
    expect(guestTexts('en')('processing.reference')).toBe('Reference image');
    expect(guestTexts('en', { 'processing.reference': 'Look like this' })('processing.reference')).toBe('Look like this');
  });
});
