import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale, locales } from '@booth/shared';
import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonDe from '@/i18n/locales/de/common.json';
import errorsDe from '@/i18n/locales/de/errors.json';
import commonEn from '@/i18n/locales/en/common.json';
import errorsEn from '@/i18n/locales/en/errors.json';

/**
 * `common` and `errors` ship with the first bundle because the layouts and the error page (which
 * must work even when a page chunk fails to load) need them. Feature namespaces arrive with their
 * lazy route chunks through `registerNamespace`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...locales],
  ns: ['common', 'errors'],
  defaultNS: 'common',
  resources: {
    de: { common: commonDe, errors: errorsDe },
    en: { common: commonEn, errors: errorsEn },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

export function registerNamespace(namespace: string, bundles: Record<Locale, ResourceLanguage>): void {
  for (const locale of locales) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, bundles[locale], true, false);
    }
  }
}

/** Applies the language of the current path to i18next and to `<html lang>`. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (i18n.resolvedLanguage !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
