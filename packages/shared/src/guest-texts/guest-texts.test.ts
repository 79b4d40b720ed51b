import { describe, expect, it } from 'vitest';
import { CONSENT_DECLINED_MESSAGE } from '../events/consent.ts';
import { DATA_CAPTURE_REQUIRED_MESSAGE } from '../events/data-capture.ts';
import { MICROSITE_DEFAULT_BODY, MICROSITE_DEFAULT_TITLE } from '../events/microsite.ts';
import { VIRTUAL_DEFAULT_BODY, VIRTUAL_DEFAULT_TITLE } from '../events/virtual-settings.ts';
import { captureTexts } from './capture-texts.ts';
import { guestTextKeys, guestTexts, settingText } from './index.ts';
import { micrositeTexts } from './microsite-texts.ts';
import { presentationTexts } from './presentation-texts.ts';
import { sharingTexts } from './sharing-texts.ts';

const en = guestTexts('en');
const de = guestTexts('de');

describe('guest text catalogue', () => {
  it.each([captureTexts, sharingTexts, micrositeTexts, presentationTexts])('has every key in both languages', (section) => {
    expect(Object.keys(section.de).sort()).toEqual(Object.keys(section.en).sort());
    for (const value of [...Object.values(section.en), ...Object.values(section.de)]) expect(value.trim()).not.toBe('');
  });

  it('holds the exact texts of campaigns §5, §8 and §9 in English', () => {
    expect(en('form.required')).toBe(DATA_CAPTURE_REQUIRED_MESSAGE);
    expect(en('consent.declined')).toBe(CONSENT_DECLINED_MESSAGE);
    expect(en('system.error')).toBe('Oops, something went wrong. Please try again.');
    expect(en('capture.failed.title')).toBe('Oops! Something has gone wrong.');
    expect(en('capture.failed.body')).toBe(
      'Cannot progress image. Please ensure you have used good light and press Retake. Otherwise contact support for help.',
    );
    expect(en('camera.noVideo.title')).toBe('Browser has no Video feature');
    expect(en('camera.unsupported.title')).toBe('Not fully supported browser detected!');
    expect(en('inactivity.title')).toBe('This session will end in:');
    expect(en('inactivity.body')).toBe('Tap the screen to continue with your session.');
    expect(en('microsite.notAvailable')).toBe('The picture is not yet available. Please check back later.');
    expect(en('start.title')).toBe(VIRTUAL_DEFAULT_TITLE);
    expect(en('start.body')).toBe(VIRTUAL_DEFAULT_BODY);
    expect(en('microsite.title')).toBe(MICROSITE_DEFAULT_TITLE);
    expect(en('microsite.body')).toBe(MICROSITE_DEFAULT_BODY);
    expect(en('submit.picture.question')).toBe('Submit Picture?');
    expect(en('submit.video.question')).toBe('Submit Video?');
  });

  it('speaks German to German guests and fills placeholders', () => {
    expect(de('upload.progress', { percent: 40 })).toBe('Wird hochgeladen … 40 %');
    expect(guestTextKeys.length).toBeGreaterThan(100);
  });

  it('takes an event override of a key, ignoring empty ones', () => {
    const t = guestTexts('de', { 'start.button': 'Los geht’s', 'share.title': ' ' });
    expect(t('start.button')).toBe('Los geht’s');
    expect(t('share.title')).toBe('Teile dein Bild');
  });

  it('shows a default setting text in the guest language and an organiser text as written', () => {
    expect(settingText(VIRTUAL_DEFAULT_TITLE, 'start.title', de)).toBe('Virtuelle Fotobox');
    expect(settingText('Sommerfest 2026', 'start.title', de)).toBe('Sommerfest 2026');
    expect(settingText('', 'start.body', en)).toBe(VIRTUAL_DEFAULT_BODY);
  });

  it('speaks to German guests with "du" and touch words, never mouse words or "Sie"', () => {
    const german = [captureTexts, sharingTexts, micrositeTexts, presentationTexts].flatMap((section) => Object.entries(section.de));
    const mouse = /klick|click|maus/i;
    // "Sie"/"Ihr…" capitalised is the polite form; lower-case "sie" (they) is fine.
    const polite = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(german.filter(([, text]) => mouse.test(text) || polite.test(text))).toEqual([]);
    expect(de('start.body')).toBe('Tippe unten, um zu starten!');
    expect(settingText(VIRTUAL_DEFAULT_BODY, 'start.body', de)).toBe('Tippe unten, um zu starten!');
    expect(de('booth.testMode')).toBe('Testmodus – Bilder werden als Test markiert');
  });
});
