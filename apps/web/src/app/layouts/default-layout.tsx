import { SUPPORT_BAR_HEIGHT_PX } from '@booth/shared';
import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AccountMenu } from '@/app/layouts/account-menu';
import { AppLogo } from '@/app/layouts/app-logo';
import { SupportBar } from '@/app/layouts/support-bar';
import classes from '@/app/layouts/default-layout.module.css';
import { accountMenu, mainMenu } from '@/app/layouts/menu-entries';
import { type MenuViewer, visibleMenuEntries } from '@/app/layouts/menu-visibility';
import { MainMenu } from '@/app/layouts/main-menu';
import { LanguageSwitch } from '@/components/language-switch';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { useSupportMode } from '@/features/admin/support/use-support-mode';
import { useLocalePath } from '@/lib/locale';

/** The signed-in layout: top bar with logo, main menu and account menu; a drawer on phones. */
export function Component() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The route guard has loaded the user record before any page of this layout renders.
  const { data: user } = useUser();
  const logout = useLogout();
  // Support mode (platform §4) puts its 60 px bar above the top bar.
  const support = useSupportMode();

  const viewer: MenuViewer = { admin: user?.admin ?? false, moderator: user?.moderator ?? false, plan: user?.plan };
  const mainEntries = visibleMenuEntries(mainMenu, viewer);
  const accountEntries = visibleMenuEntries(accountMenu, viewer);
  const hasMenu = mainEntries.length > 0;

  return (
    <AppShell
      header={{ height: 64 + (support ? SUPPORT_BAR_HEIGHT_PX : 0) }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened || !hasMenu } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header className={classes.header}>
        {support && <SupportBar mode={support} />}
        <Container size="xl" h={support ? `calc(100% - ${SUPPORT_BAR_HEIGHT_PX}px)` : '100%'}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              {hasMenu && <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleMenu')} />}
              <Link to={lp('/dashboard')} aria-label={t('nav.dashboard')} style={{ textDecoration: 'none' }}>
                <AppLogo size={30} />
              </Link>
              {hasMenu && (
                <Group visibleFrom="sm">
                  <MainMenu entries={mainEntries} orientation="horizontal" />
                </Group>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              {user && (
                <AccountMenu email={user.email} avatarUrl={user.avatarUrl} entries={accountEntries} onSignOut={() => logout.mutate()} signingOut={logout.isPending} />
              )}
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      {hasMenu && (
        <AppShell.Navbar p="md">
          <MainMenu entries={mainEntries} orientation="vertical" onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main}>
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
