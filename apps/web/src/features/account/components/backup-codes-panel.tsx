import { Alert, Button, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyText, downloadBackupCodes } from '@/features/account/backup-codes-file';

/**
 * The ten backup codes, shown this once (platform §2): a grid, "copy all" and a .txt download with the
 * toasts of platform §8, and one clear way out once they are kept somewhere safe.
 */
export function BackupCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const copyAll = async () => {
    const copied = await copyText(codes.join('\n'));
    notifications.show(copied ? { color: 'teal', message: t('mfa.toasts.codesCopied') } : { color: 'red', message: t('mfa.toasts.codesCopyFailed') });
  };
  const download = () => {
    downloadBackupCodes(t('mfa.backup.fileHeading', { date: new Date().toISOString().slice(0, 10) }), codes);
    notifications.show({ color: 'teal', message: t('mfa.toasts.codesDownloaded') });
  };
  return (
    <Stack gap="md" data-testid="backup-codes">
      <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />} title={t('mfa.backup.onceTitle')}>
        <Text size="sm">{t('mfa.backup.onceText')}</Text>
      </Alert>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" role="list" aria-label={t('mfa.backup.listLabel')}>
        {codes.map((code) => (
          <Code key={code} role="listitem" fz="md" ta="center" py={8} style={{ letterSpacing: '0.05em' }} data-testid="backup-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => void copyAll()} data-testid="backup-codes-copy">
          {t('mfa.backup.copyAll')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download} data-testid="backup-codes-download">
          {t('mfa.backup.download')}
        </Button>
      </SimpleGrid>
      <Button leftSection={<IconCheck size={16} />} onClick={onDone} data-testid="backup-codes-done">
        {t('mfa.backup.saved')}
      </Button>
    </Stack>
  );
}
