import { Anchor, Center, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AppLogo } from '@/app/layouts/app-logo';
import { LegalLinks } from '@/app/layouts/legal-links';
import classes from '@/app/layouts/logo-card-layout.module.css';
import { LanguageSwitch } from '@/components/language-switch';
import { useLocalePath } from '@/lib/locale';

/** A centred card with the logo over the brand gradient: login, registration, reset and friends. */
export function Component() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className={classes.page}>
      <div className={classes.top}>
        <LanguageSwitch inverted />
      </div>
      <main className={classes.center}>
        <Stack className={classes.card} gap="md" align="stretch">
          <Paper radius="lg" shadow="xl" p={{ base: 'lg', sm: 'xl' }}>
            <Center mb="lg">
              <Link to={lp('/')} aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
                <AppLogo size={40} />
              </Link>
            </Center>
            <Outlet />
          </Paper>
          <Center>
            <Anchor component={Link} to={lp('/')} className={classes.back}>
              ← {t('nav.backHome')}
            </Anchor>
          </Center>
          <Center>
            <LegalLinks className={classes.back} />
          </Center>
        </Stack>
      </main>
    </div>
  );
}
