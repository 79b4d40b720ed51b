import '@/features/printing/printing-i18n';
import { Button, Card, Stack, Text } from '@mantine/core';
import { IconPrinterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No prints: with a filter, only that; otherwise how printing is switched on, with the way there. */
export function PrintJobsEmpty({ filtered, editorPath }: { filtered: boolean; editorPath: string }) {
  const { t } = useTranslation('printing');
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="print-jobs-empty">
      <Stack align="center" gap="xs">
        <IconPrinterOff size={32} color="var(--mantine-color-dimmed)" />
        {filtered ? (
          <Text c="dimmed">{t('empty.filtered')}</Text>
        ) : (
          <>
            <Text fw={700}>{t('empty.title')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={520}>
              {t('empty.text')}
            </Text>
            <Button component={Link} to={editorPath} variant="light" mt="xs" data-testid="print-jobs-settings-link">
              {t('empty.link')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
