import { Badge, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useCreditBalance } from '@/features/ai-studio/api/get-credit-balance';
import { intlLocale } from '@/lib/format-bytes';
import { useInterfaceLocale } from '@/lib/locale';

/** The account's credits: what is left and what was used, so an organiser knows what a test costs. */
export function CreditsBar() {
  const { t } = useTranslation('ai-studio');
  const locale = useInterfaceLocale();
  const query = useCreditBalance();
  if (query.isPending) return <Skeleton height={44} radius="md" />;
  if (query.isError) return <ApiErrorAlert error={query.error} testId="studio-credits-error" />;
  const number = (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value);
  const { balance, consumed, creditConsumption } = query.data;
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="studio-credits">
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <IconCoins size={18} />
          <Text size="sm">
            {t('credits.balance')}{' '}
            <Text span fw={700} data-testid="studio-credits-balance">
              {number(balance)}
            </Text>
          </Text>
        </Group>
        <Text size="sm">
          {t('credits.consumed')}{' '}
          <Text span fw={700} data-testid="studio-credits-consumed">
            {number(consumed)}
          </Text>
        </Text>
        {!creditConsumption && (
          <Badge variant="light" color="gray" data-testid="studio-credits-unmetered">
            {t('credits.unmetered')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
