import type { Profile } from '@booth/shared';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordInput } from '@/components/password-input';
import { isWrongPassword } from '@/features/account/account-errors';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '@/features/account/api/delete-account';
import { DialogActions } from '@/features/account/components/form-actions';
import { OwnerOnly } from '@/features/account/components/owner-only';
import { SettingsSection } from '@/features/account/components/settings-section';
import { useLocalePath } from '@/lib/locale';
import { markSignedOut } from '@/lib/session';

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/** The last step: the e-mail typed again (no deletion by a stray click) and the password. */
function DeleteAccountDialog({ email, opened, onClose }: { email: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [typedEmail, setTypedEmail] = useState('');
  const [password, setPassword] = useState('');
  const close = () => {
    setTypedEmail('');
    setPassword('');
    remove.reset();
    onClose();
  };
  const ready = sameEmail(typedEmail, email) && password.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(
      { email: typedEmail.trim().toLowerCase(), password },
      {
        onSuccess: async () => {
          // The server ended every session: forget this one here too, and leave for the home page.
          markSignedOut('rejected');
          await navigate(lp('/'), { replace: true });
          queryClient.clear();
          notifications.show({ color: 'teal', message: t('delete.done'), autoClose: 6000 });
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('delete.dialogTitle')} centered radius="lg" data-testid="delete-account-dialog" closeButtonProps={{ 'aria-label': tc('confirm.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Text size="sm">{t('delete.irreversible')}</Text>
          </Alert>
          <TextInput
            label={t('delete.typeEmail', { email })}
            autoComplete="off"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.currentTarget.value)}
            data-testid="delete-account-email"
            error={typedEmail && !sameEmail(typedEmail, email) && typedEmail.length >= email.length ? t('delete.emailDiffers') : undefined}
          />
          <PasswordInput
            label={t('fields.accountPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={isWrongPassword(remove.error) ? t('errors.wrongPassword') : undefined}
            data-testid="delete-account-password"
          />
          {remove.isError && !isWrongPassword(remove.error) && <ApiErrorAlert error={remove.error} />}
          <DialogActions onCancel={close} submitLabel={t('delete.confirm')} loading={remove.isPending} disabled={!ready} danger testId="delete-account-confirm" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Deleting the account (DELETE /customers/account), with the export offered first. */
export function DeleteAccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  return (
    <SettingsSection id="settings-delete" title={t('delete.title')} description={t('delete.description')} icon={IconTrash} danger>
      <List size="sm" spacing={4}>
        <List.Item>{t('delete.whatGoes')}</List.Item>
        <List.Item>{t('delete.noUndo')}</List.Item>
      </List>
      <OwnerOnly>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={600}>
            {t('delete.exportFirst')}
          </Text>
          <Button component="a" href={ACCOUNT_EXPORT_URL} download variant="default" leftSection={<IconDownload size={16} />} data-testid="account-export">
            {t('delete.export')}
          </Button>
        </Stack>
        <Group>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpened(true)} data-testid="delete-account">
            {t('delete.open')}
          </Button>
        </Group>
      </OwnerOnly>
      <DeleteAccountDialog email={profile.email} opened={opened} onClose={() => setOpened(false)} />
    </SettingsSection>
  );
}
