import type { TFunction } from 'i18next';

/** What a consent source is, in words: the custom consent, a newsletter sign-up, or a popup behind either's link. */
export function consentSourceLabel(source: string, t: TFunction<'contacts'>): string {
  const [base = '', popup] = source.split('/popup:');
  const what = base.startsWith('newsletter:') ? t('consent.source.newsletter') : t('consent.source.customConsent');
  return popup ? t('consent.source.popup', { number: popup, of: what }) : what;
}
