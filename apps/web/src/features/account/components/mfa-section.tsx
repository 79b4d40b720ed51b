import type { MfaStatus } from '@booth/shared';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDisableMfa, useRenewBackupCodes } from '@/features/account/api/mfa-manage';
import { useMfaStatus } from '@/features/account/api/mfa-status';
import { BackupCodesPanel } from '@/features/account/components/backup-codes-panel';
import { MfaEnableDialog } from '@/features/account/components/mfa-enable-dialog';
import { PasswordConfirmDialog } from '@/features/account/components/password-confirm-dialog';
import { OwnerOnly } from '@/features/account/components/owner-only';
import { SettingsSection } from '@/features/account/components/settings-section';

/** Fewer than this many backup codes left: time for a new set. */
const FEW_BACKUP_CODES = 3;

type Dialog = 'enable' | 'disable' | 'renew' | null;

/** What is on: the method, and how many backup codes are left. */
function EnabledFacts({ status }: { status: MfaStatus }) {
  const { t } = useTranslation('account');
  const few = status.backupCodesLeft < FEW_BACKUP_CODES;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="mfa-method">
        {t('mfa.activeMethod', { method: status.type ? t(`mfa.methods.${status.type}`) : '' })}
      </Text>
      <Text size="sm" c={few ? 'orange.8' : 'dimmed'} fw={few ? 600 : undefined} data-testid="mfa-backup-left">
        {t('mfa.backupLeft', { count: status.backupCodesLeft })}
        {few && ` ${t('mfa.backupFew')}`}
      </Text>
    </Stack>
  );
}

/** Platform §4 MFA: on or off; turn on, turn off with the password, a new set of backup codes. */
export function MfaSection() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const status = useMfaStatus();
  const disable = useDisableMfa();
  const renew = useRenewBackupCodes();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  // Ten codes and three buttons need the whole screen on a phone, as when turning MFA on.
  const phone = useMediaQuery('(max-width: 36em)');
  const enabled = status.data?.enabled ?? false;

  const closeDialog = () => {
    setDialog(null);
    disable.reset();
    renew.reset();
  };
  const onDisable = (password: string) =>
    disable.mutate(password, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('mfa.disabled') });
        closeDialog();
      },
    });
  const onRenew = (password: string) =>
    renew.mutate(password, {
      onSuccess: ({ backupCodes }) => {
        closeDialog();
        setNewCodes(backupCodes);
      },
    });

  return (
    <SettingsSection
      id="settings-mfa"
      title={t('mfa.title')}
      description={t('mfa.description')}
      icon={IconShieldLock}
      aside={
        status.data && (
          <Badge variant="dot" size="lg" color={enabled ? 'teal' : 'gray'} data-testid="mfa-status" data-enabled={enabled} style={{ flex: 'none' }}>
            {enabled ? t('mfa.on') : t('mfa.off')}
          </Badge>
        )
      }
    >
      {status.isPending ? (
        <Skeleton height={60} radius="md" />
      ) : status.isError ? (
        <ApiErrorAlert error={status.error} />
      ) : enabled ? (
        <Stack gap="md">
          <EnabledFacts status={status.data} />
          <OwnerOnly>
            <Group gap="sm">
              <Button variant="default" onClick={() => setDialog('renew')} data-testid="mfa-renew">
                {t('mfa.renew')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDialog('disable')} data-testid="mfa-disable">
                {t('mfa.disable')}
              </Button>
            </Group>
          </OwnerOnly>
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text size="sm">{t('mfa.offText')}</Text>
          <OwnerOnly>
            <Button onClick={() => setDialog('enable')} data-testid="mfa-enable">
              {t('mfa.enable')}
            </Button>
          </OwnerOnly>
        </Stack>
      )}
      <MfaEnableDialog opened={dialog === 'enable'} onClose={closeDialog} />
      <PasswordConfirmDialog
        opened={dialog === 'disable'}
        title={t('mfa.disableTitle')}
        confirmLabel={t('mfa.disable')}
        onConfirm={onDisable}
        onClose={closeDialog}
        pending={disable.isPending}
        error={disable.error}
        danger
        testId="mfa-disable-dialog"
      >
        {t('mfa.disableText')}
      </PasswordConfirmDialog>
      <PasswordConfirmDialog
        opened={dialog === 'renew'}
        title={t('mfa.renewTitle')}
        confirmLabel={t('mfa.renewConfirm')}
        onConfirm={onRenew}
        onClose={closeDialog}
        pending={renew.isPending}
        error={renew.error}
        testId="mfa-renew-dialog"
      >
        {t('mfa.renewText')}
      </PasswordConfirmDialog>
      <Modal
        opened={newCodes !== null}
        onClose={() => setNewCodes(null)}
        title={t('mfa.backup.title')}
        centered
        radius="lg"
        fullScreen={phone}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        closeButtonProps={{ 'aria-label': tc('confirm.close') }}
        data-testid="mfa-new-codes-dialog"
      >
        {newCodes && <BackupCodesPanel codes={newCodes} onDone={() => setNewCodes(null)} />}
      </Modal>
    </SettingsSection>
  );
}
