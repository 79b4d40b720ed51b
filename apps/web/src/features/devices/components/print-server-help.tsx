import { Card, Code, CopyButton, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The command that starts the print server program (scripts/print-server) against this server. */
export function printServerCommand(origin: string): string {
  return `npm run print-server -- --server ${origin}`;
}

/** How printing at the venue is set up: what the print server is, the command, and where its code goes. */
export function PrintServerHelp() {
  const { t } = useTranslation('devices');
  const command = printServerCommand(window.location.origin);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="print-server-help">
      <Stack gap="sm">
        <Group gap="xs">
          <IconPrinter size={20} aria-hidden />
          <Title order={2} fz="lg">
            {t('printServer.title')}
          </Title>
        </Group>
        <Text size="sm">{t('printServer.text')}</Text>
        <Text size="sm">{t('printServer.start')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, overflowX: 'auto' }} data-testid="print-server-command">
            {command}
          </Code>
          <CopyButton value={command}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" leftSection={<IconCopy size={14} />} onClick={copy}>
                {copied ? t('printServer.copied') : t('printServer.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('printServer.pair', { pair: t('pair.open') })}</Text>
      </Stack>
    </Card>
  );
}
