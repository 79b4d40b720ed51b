import type { Profile } from '@booth/shared';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceTablet, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeAppPassword } from '@/features/account/api/change-app-password';
import { AppPasswordDialog } from '@/features/account/components/app-password-dialog';
import { PasswordConfirmDialog } from '@/features/account/components/password-confirm-dialog';
import { OwnerOnly } from '@/features/account/components/owner-only';
import { SettingsSection } from '@/features/account/components/settings-section';

/**
 * The app password (PUT /customers/apppassword): what booth tablets sign in with, so the account's
 * own password never has to be typed into a device at a venue. It never opens this web app.
 */
export function AppPasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useChangeAppPassword();
  const set = profile.hasAppPassword;
  const closeRemove = () => {
    setRemoving(false);
    remove.reset();
  };
  const onRemove = (currentPassword: string) =>
    remove.mutate(
      { password: null, currentPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('appPassword.removed') });
          closeRemove();
        },
      },
    );

  return (
    <SettingsSection
      id="settings-app-password"
      title={t('appPassword.title')}
      description={t('appPassword.description')}
      icon={IconDeviceTablet}
      aside={
        <Badge variant="dot" size="lg" color={set ? 'teal' : 'gray'} data-testid="app-password-status" style={{ flex: 'none' }}>
          {set ? t('appPassword.statusSet') : t('appPassword.statusNotSet')}
        </Badge>
      }
    >
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('appPassword.notForWeb')}</Text>
        </Alert>
        <OwnerOnly>
          <Group gap="sm">
            <Button variant={set ? 'default' : 'filled'} onClick={() => setEditing(true)} data-testid="app-password-edit">
              {set ? t('appPassword.replace') : t('appPassword.setup')}
            </Button>
            {set && (
              <Button variant="subtle" color="red" onClick={() => setRemoving(true)} data-testid="app-password-remove">
                {t('appPassword.remove')}
              </Button>
            )}
          </Group>
        </OwnerOnly>
      </Stack>
      <AppPasswordDialog opened={editing} replacing={set} onClose={() => setEditing(false)} />
      <PasswordConfirmDialog
        opened={removing}
        title={t('appPassword.removeTitle')}
        confirmLabel={t('appPassword.remove')}
        onConfirm={onRemove}
        onClose={closeRemove}
        pending={remove.isPending}
        error={remove.error}
        danger
        passwordField="currentPassword"
        testId="app-password-remove-dialog"
      >
        {t('appPassword.removeText')}
      </PasswordConfirmDialog>
    </SettingsSection>
  );
}
