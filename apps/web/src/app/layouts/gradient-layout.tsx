import { Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { AppLogo } from '@/app/layouts/app-logo';
import classes from '@/app/layouts/gradient-layout.module.css';
import { LanguageSwitch } from '@/components/language-switch';
import { useLocalePath } from '@/lib/locale';
import { useLoggedIn } from '@/lib/session';
import { LegalLinks } from '@/app/layouts/legal-links';

const links = [
  { path: '/products/onebooth', key: 'nav.onebooth' },
  { path: '/products/peerpix', key: 'nav.peerpix' },
  { path: '/about', key: 'nav.about' },
] as const;

function AccountButtons({ fullWidth = false, onNavigate }: { fullWidth?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const loggedIn = useLoggedIn();
  if (loggedIn) {
    return (
      <Button component={Link} to={lp('/dashboard')} fullWidth={fullWidth} onClick={onNavigate}>
        {t('nav.dashboard')}
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to={lp('/login')} variant={fullWidth ? 'default' : 'subtle'} color={fullWidth ? undefined : 'gray.0'} fullWidth={fullWidth} onClick={onNavigate}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to={lp('/registration')} fullWidth={fullWidth} onClick={onNavigate}>
        {t('nav.register')}
      </Button>
    </>
  );
}

/** Public marketing pages: dark header, the page's gradient hero, a footer with the site links. */
export function Component() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link to={lp('/')} aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
            <AppLogo inverted />
          </Link>
          <Group gap={4} visibleFrom="md" component="nav" aria-label={t('nav.mainNavigation')}>
            {links.map((link) => (
              <NavLink key={link.path} to={lp(link.path)} className={classes.navLink}>
                {t(link.key)}
              </NavLink>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch inverted />
            <Group gap="xs" visibleFrom="sm" wrap="nowrap">
              <AccountButtons />
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" color="white" size="sm" aria-label={t('nav.toggleMenu')} />
          </Group>
        </Container>
      </header>
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={<AppLogo size={28} />} hiddenFrom="md">
        <Stack gap={0} component="nav" aria-label={t('nav.mainNavigation')}>
          {links.map((link) => (
            <Link key={link.path} to={lp(link.path)} className={classes.drawerLink} onClick={close}>
              {t(link.key)}
            </Link>
          ))}
        </Stack>
        <Stack mt="lg" gap="sm">
          <AccountButtons fullWidth onNavigate={close} />
        </Stack>
      </Drawer>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" align="flex-start" gap="xl">
            <Stack gap="xs" maw={320}>
              <AppLogo inverted size={28} />
              <Text size="sm">{t('footer.claim')}</Text>
            </Stack>
            <Group gap="lg" component="nav" aria-label={t('nav.products')}>
              {links.map((link) => (
                <Link key={link.path} to={lp(link.path)} className={classes.footerLink}>
                  {t(link.key)}
                </Link>
              ))}
              <Link to={lp('/login')} className={classes.footerLink}>
                {t('nav.login')}
              </Link>
            </Group>
          </Group>
          <Group justify="space-between" mt="xl" gap="md">
            <Text size="xs" c="rgba(255,255,255,0.6)">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
            <LegalLinks className={classes.footerLink} />
          </Group>
        </Container>
      </footer>
    </div>
  );
}
