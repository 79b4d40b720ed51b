import { describe, expect, it } from 'vitest';
import { aiTexts } from './ai-texts.ts';
import { guestTexts } from './index.ts';

describe('AI capture texts', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(aiTexts.de).sort()).toEqual(Object.keys(aiTexts.en).sort());
    for (const value of [...Object.values(aiTexts.en), ...Object.values(aiTexts.de)]) expect(value.trim()).not.toBe('');
  });

  it('speaks to German guests with "du" and touch words', () => {
    const polite = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(Object.values(aiTexts.de).filter((text) => polite.test(text) || /klick|maus/i.test(text))).toEqual([]);
  });

  it('names the modes, labels local effects and fills the seconds left', () => {
    expect(guestTexts('de')('mode.ai')).toBe('KI-Bild');
    expect(guestTexts('en')('mode.aifilter')).toBe('AI filter');
    expect(guestTexts('de')('ai.local')).toBe('Lokale Effekte — keine generative KI');
    expect(guestTexts('en')('ai.local')).toBe('Local effects — not generative AI');
    expect(guestTexts('de')('ai.progress.secondsLeft', { n: 12 })).toBe('Noch etwa 12 s');
    expect(guestTexts('en')('ai.progress.secondsLeft', { n: 12 })).toBe('About 12 s left');
  });

  it('is part of the catalogue an event can override', () => {
    expect(guestTexts('en', { 'ai.usedUp': 'No more magic today' })('ai.usedUp')).toBe('No more magic today');
  });
});
