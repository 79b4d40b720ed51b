import { ActionIcon, Code, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/features/account/backup-codes-file';

/**
 * The QR code as an image. The SVG markup comes from our own server, but an <img> never runs what an
 * SVG might contain and needs no HTML injection into the page.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** "JBSW Y3DP EHPK 3PXP": easier to type into an app that cannot scan. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Step one of an authenticator app: scan the QR code, or type the secret (platform §2). */
export function TotpSetup({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  const { t } = useTranslation('account');
  const copy = async () => {
    const copied = await copyText(secret);
    notifications.show(copied ? { color: 'teal', message: t('mfa.toasts.secretCopied') } : { color: 'red', message: t('mfa.toasts.secretCopyFailed') });
  };
  return (
    <Stack gap="sm" align="center">
      <Text size="sm">{t('mfa.totp.scan')}</Text>
      <Image src={svgDataUrl(qrSvg)} alt={t('mfa.totp.qrAlt')} w={200} h={200} fit="contain" bg="white" radius="md" style={{ border: '1px solid var(--mantine-color-gray-3)' }} data-testid="mfa-qr" />
      <Text size="sm" c="dimmed" ta="center">
        {t('mfa.totp.manual')}
      </Text>
      <Group gap={6} wrap="nowrap" maw="100%">
        <Code fz="md" px="sm" py={6} style={{ overflowWrap: 'anywhere', letterSpacing: '0.05em' }} data-testid="mfa-secret" data-secret={secret}>
          {groupSecret(secret)}
        </Code>
        <Tooltip label={t('mfa.totp.copySecret')}>
          <ActionIcon variant="light" size="lg" onClick={() => void copy()} aria-label={t('mfa.totp.copySecret')} data-testid="mfa-secret-copy">
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
