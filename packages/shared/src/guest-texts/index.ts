import type { Locale } from '../locale.ts';
import { aiTexts } from './ai-texts.ts';
import { captureTexts } from './capture-texts.ts';
import { deviceTexts } from './device-texts.ts';
import { kioskTexts } from './kiosk-texts.ts';
import { micrositeTexts } from './microsite-texts.ts';
import { offlineTexts } from './offline-texts.ts';
import { presentationTexts } from './presentation-texts.ts';
import { printTexts } from './print-texts.ts';
import { processingTexts } from './processing-texts.ts';
import { reviewTexts } from './review-texts.ts';
import { sharingTexts } from './sharing-texts.ts';

/*
 * The default catalogue of guest texts (campaigns §2, §8) in English and German. A guest sees their
 * language; an event overrides any text by key through its virtual settings' `translations`.
 */
const catalogue = {
  en: { ...captureTexts.en, ...sharingTexts.en, ...micrositeTexts.en, ...presentationTexts.en, ...kioskTexts.en, ...reviewTexts.en, ...processingTexts.en, ...deviceTexts.en, ...offlineTexts.en, ...printTexts.en, ...aiTexts.en },
  de: { ...captureTexts.de, ...sharingTexts.de, ...micrositeTexts.de, ...presentationTexts.de, ...kioskTexts.de, ...reviewTexts.de, ...processingTexts.de, ...deviceTexts.de, ...offlineTexts.de, ...printTexts.de, ...aiTexts.de },
};

export type GuestTextKey = keyof typeof catalogue.en;
export const guestTextKeys = Object.keys(catalogue.en) as GuestTextKey[];
export type GuestTexts = (key: GuestTextKey, vars?: Record<string, string | number>) => string;

/** `{name}` placeholders filled from `vars`; unknown placeholders stay as they are. */
export function fillPlaceholders(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The guest's texts: the event's override for a key if it has a non-empty one, else the catalogue. */
export function guestTexts(locale: Locale, overrides: Record<string, string> = {}): GuestTexts {
  const texts = catalogue[locale] ?? catalogue.en;
  return (key, vars) => {
    const override = overrides[key];
    return fillPlaceholders(override && override.trim() ? override : (texts[key] ?? catalogue.en[key]), vars);
  };
}

/**
 * A setting whose stored default is an English catalogue text (the virtual booth's title "Virtual
 * Photo Booth", the microsite body…): left at its default it speaks the guest's language; changed by
 * the organiser it is shown as written.
 */
export function settingText(value: string, key: GuestTextKey, t: GuestTexts): string {
  return value.trim() === '' || value === catalogue.en[key] ? t(key) : value;
}
