import { describe, expect, it } from 'vitest';
import { printerProblems, printerWarnings } from '../printing/printer-health.ts';
import { guestTexts, type GuestTextKey } from './index.ts';
import { printTexts } from './print-texts.ts';

describe('print texts', () => {
  it('has every key in both languages, speaking to German guests with "du"', () => {
    expect(Object.keys(printTexts.de).sort()).toEqual(Object.keys(printTexts.en).sort());
    for (const value of [...Object.values(printTexts.en), ...Object.values(printTexts.de)]) expect(value.trim()).not.toBe('');
    expect(Object.values(printTexts.de).filter((text) => /\b(Sie|Ihnen|Ihr|Ihre)\b/.test(text) || /klick/i.test(text))).toEqual([]);
  });

  it('words every printer problem and warning the booth can name', () => {
    for (const reason of [...printerProblems, ...printerWarnings]) expect(Object.keys(printTexts.en)).toContain(`printer.${reason}`);
  });

  it('fills the price and lets a campaign word a printer problem itself', () => {
    expect(guestTexts('de')('print.pay.button', { price: '2,50 €' })).toBe('2,50 € bezahlen und drucken');
    const t = guestTexts('en', { 'printer.media-empty': 'Paper is on its way!' });
    expect(t('printer.media-empty' satisfies GuestTextKey)).toBe('Paper is on its way!');
    expect(guestTexts('de')('print.success')).toBe('Dein Bild wird gedruckt.');
  });
});
