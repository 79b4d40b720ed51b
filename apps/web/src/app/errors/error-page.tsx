import { Anchor, Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconMapPinQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERR_REDIRECT } from '@/app/errors/app-error';
import type { ErrorView } from '@/app/errors/classify-error';
import { useLocalePath } from '@/lib/locale';

export function ErrorPage({ view }: { view: ErrorView }) {
  const { t } = useTranslation('errors');
  const lp = useLocalePath();
  const message = view.notFound ? t('notFoundMessage') : view.code === ERR_REDIRECT ? t('redirectMessage') : t('errorMessage');

  return (
    <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl" px="md">
      <ThemeIcon size={72} radius="xl" variant="light" color={view.notFound ? 'brand' : 'red'}>
        {view.notFound ? <IconMapPinQuestion size={40} stroke={1.6} /> : <IconAlertTriangle size={40} stroke={1.6} />}
      </ThemeIcon>
      <Title order={1} data-testid="error-title">
        {view.notFound ? t('notFoundTitle') : t('errorTitle')}
      </Title>
      <Text size="lg" data-testid="error-message">
        {message}
      </Text>
      {view.notFound && <Text c="dimmed">{t('notFoundHint')}</Text>}
      <Text c="dimmed" size="sm">
        {t('codeLabel')}: <Code data-testid="error-code">{view.code}</Code>
      </Text>
      <Group mt="md">
        <Button component={Link} to={lp('/')} reloadDocument={!view.notFound}>
          {t('backHome')}
        </Button>
        {!view.notFound && (
          <Anchor component="button" type="button" onClick={() => window.location.reload()}>
            {t('reload')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
