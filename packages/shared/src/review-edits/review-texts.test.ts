import { describe, expect, it } from 'vitest';
import { captureTexts } from '../guest-texts/capture-texts.ts';
import { guestTexts } from '../guest-texts/index.ts';
import { kioskTexts } from '../guest-texts/kiosk-texts.ts';
import { micrositeTexts } from '../guest-texts/microsite-texts.ts';
import { presentationTexts } from '../guest-texts/presentation-texts.ts';
import { reviewTexts } from '../guest-texts/review-texts.ts';
import { sharingTexts } from '../guest-texts/sharing-texts.ts';
import { FILTER_PRESETS } from '../image-ops/filter-presets.ts';

describe('the review screen’s guest texts', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(reviewTexts.de).sort()).toEqual(Object.keys(reviewTexts.en).sort());
    for (const value of [...Object.values(reviewTexts.en), ...Object.values(reviewTexts.de)]) expect(value.trim()).not.toBe('');
  });

  it('names every filter preset', () => {
    for (const preset of FILTER_PRESETS) {
      expect(reviewTexts.en).toHaveProperty(`review.filter.${preset.key}`);
      expect(reviewTexts.de).toHaveProperty(`review.filter.${preset.key}`);
    }
  });

  it('takes no key of another section (a spread would silently replace it)', () => {
    const others = [captureTexts, sharingTexts, micrositeTexts, presentationTexts, kioskTexts].flatMap((section) => Object.keys(section.en));
    expect(Object.keys(reviewTexts.en).filter((key) => others.includes(key))).toEqual([]);
  });

  it('is in the catalogue and speaks to German guests with "du", never "Sie"', () => {
    expect(guestTexts('de')('review.tool.draw')).toBe('Malen');
    expect(guestTexts('en')('review.filter.sepia')).toBe('Sepia');
    const polite = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(Object.values(reviewTexts.de).filter((text) => polite.test(text) || /klick/i.test(text))).toEqual([]);
    expect(reviewTexts.de['review.text.placeholder']).toBe('Tippe deinen Text');
  });
});
