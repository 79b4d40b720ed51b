import '@/features/moderation/moderation-i18n';
import { ActionIcon, AppShell, Button, Container, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AppLogo } from '@/app/layouts/app-logo';
import classes from '@/app/layouts/default-layout.module.css';
import { moderationPath } from '@/app/guards/resolve-access';
import { LanguageSwitch } from '@/components/language-switch';
import { useModeratorLogout } from '@/features/moderation/api/moderator-auth';
import { useModeratorSession } from '@/features/moderation/api/moderator-session';
import { useLocale } from '@/lib/locale';

/**
 * A moderator's layout (platform §2 "Moderators see a layout with no menu"): the logo, the campaign
 * they moderate, the language switch, who is signed in and a sign-out. Nothing leads elsewhere.
 */
export function ModeratorLayout() {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The route guard has loaded the session before this renders.
  const { data: moderator } = useModeratorSession();
  const logout = useModeratorLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: async () => {
        if (moderator) await navigate(moderationPath(moderator.eventSlug, locale, 'login'), { replace: true });
        queryClient.removeQueries({ queryKey: ['moderation'] });
        notifications.show({ message: t('layout.signedOut') });
      },
    });

  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'sm', sm: 'xl' }}>
      <AppShell.Header className={classes.header} data-testid="moderator-layout">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="md" wrap="nowrap" miw={0}>
              <AppLogo size={28} />
              {moderator && (
                <Text fw={700} truncate="end" miw={0} visibleFrom="xs" data-testid="moderator-campaign">
                  {moderator.eventName}
                </Text>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              {moderator && (
                <Text size="sm" c="dimmed" maw={220} truncate="end" visibleFrom="md" data-testid="moderator-signed-in-email">
                  {moderator.email}
                </Text>
              )}
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconLogout size={16} />}
                onClick={signOut}
                loading={logout.isPending}
                visibleFrom="md"
                data-testid="moderator-sign-out"
              >
                {t('layout.signOut')}
              </Button>
              {/* On a phone: who is signed in and the sign-out behind one button. */}
              <Menu position="bottom-end" width={240} shadow="md" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="default" size="lg" radius="xl" hiddenFrom="md" aria-label={t('layout.account')} data-testid="moderator-menu">
                    <IconUser size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {moderator && (
                    <Menu.Label>
                      {t('layout.signedInAs')}
                      <Text size="sm" fw={600} c="var(--mantine-color-black)" truncate="end">
                        {moderator.email}
                      </Text>
                    </Menu.Label>
                  )}
                  <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut} disabled={logout.isPending}>
                    {t('layout.signOut')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
