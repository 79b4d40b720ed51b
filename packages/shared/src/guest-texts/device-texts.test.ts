import { describe, expect, it } from 'vitest';
import { captureTexts } from './capture-texts.ts';
import { deviceTexts } from './device-texts.ts';
import { guestTexts } from './index.ts';
import { kioskTexts } from './kiosk-texts.ts';
import { micrositeTexts } from './microsite-texts.ts';
import { presentationTexts } from './presentation-texts.ts';
import { processingTexts } from './processing-texts.ts';
import { reviewTexts } from './review-texts.ts';
import { sharingTexts } from './sharing-texts.ts';

describe('the device texts of the kiosk', () => {
  it('has every key in both languages, none empty, and the same placeholders in each', () => {
    expect(Object.keys(deviceTexts.de).sort()).toEqual(Object.keys(deviceTexts.en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(deviceTexts.en)) {
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(deviceTexts.de[key as keyof typeof deviceTexts.de]), key).toEqual(placeholders(english));
    }
  });

  it('takes no key of another section (a spread would silently replace it)', () => {
    const others = [captureTexts, sharingTexts, micrositeTexts, presentationTexts, kioskTexts, reviewTexts, processingTexts].flatMap((section) => Object.keys(section.en));
    expect(Object.keys(deviceTexts.en).filter((key) => others.includes(key))).toEqual([]);
  });

  it('is in the catalogue and speaks German with "du" and touch words', () => {
    expect(guestTexts('de')('device.blocked.fixLicence', { devices: 'boothwerk.app/devices' })).toBe(
      'Weise diesem Tablet unter boothwerk.app/devices eine Lizenz zu. Der Kiosk startet danach von selbst.',
    );
    expect(guestTexts('en')('device.blocked.fixLicence', { devices: 'boothwerk.app/en/devices' })).toBe(
      'Assign a licence to this tablet on boothwerk.app/en/devices. The kiosk starts again by itself.',
    );
    const german = Object.values(deviceTexts.de);
    expect(german.filter((text) => /klick|click|maus/i.test(text) || /\b(Sie|Ihnen|Ihr|Ihre|Ihren)\b/.test(text))).toEqual([]);
  });
});
