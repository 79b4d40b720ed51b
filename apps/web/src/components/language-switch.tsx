import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, localePath, splitLocalePath } from '@booth/shared';
import { Button } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { setCookie } from '@/lib/cookies';
import { otherLocale } from '@/lib/locale';

/** Same page, other language; the choice is remembered in the `locale` cookie for 365 days. */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { locale, path } = splitLocalePath(location.pathname);
  const target = otherLocale(locale);
  const to = `${localePath(path, target)}${location.search}${location.hash}`;

  return (
    <Button
      component={Link}
      to={to}
      onClick={() => setCookie(LOCALE_COOKIE, target, { days: LOCALE_COOKIE_DAYS })}
      variant={inverted ? 'white' : 'default'}
      color={inverted ? 'secondary' : undefined}
      size="compact-sm"
      radius="xl"
      leftSection={<IconWorld size={16} stroke={1.8} />}
      aria-label={t('language.switchLabel')}
      title={t('language.switchLabel')}
      hrefLang={target}
      lang={target}
      data-testid="language-switch"
    >
      {target.toUpperCase()}
    </Button>
  );
}
