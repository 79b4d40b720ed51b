import { isLocale, type Locale, localePath, splitLocalePath } from '@booth/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The interface language as i18next has it (it follows the address); for parts rendered outside a router. */
export function useInterfaceLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'de';
}

/** The interface language is a property of the address: `/en/...` is English, everything else German. */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns a locale-free path (`/login`) into the address in the current language (`/en/login`). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(path, locale), [locale]);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}
