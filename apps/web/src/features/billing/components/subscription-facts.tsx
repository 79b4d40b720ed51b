import type { Subscription } from '@booth/shared';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/features/devices/relative-time';
import { useMoney } from '@/features/billing/money';
import { useInterfaceLocale } from '@/lib/locale';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Interval, licences, the next renewal (or the end, once cancelled) and the amount of one period. */
export function SubscriptionFacts({ subscription, testId = 'subscription' }: { subscription: Subscription; testId?: string }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const locale = useInterfaceLocale();
  const day = (at: string | null) => (at ? formatDay(at, locale) : '—');
  const ends = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <Fact label={t('subscription.interval')} testId={`${testId}-interval`}>
        {t(`interval.${subscription.interval}`)}
      </Fact>
      <Fact label={t('subscription.licences')} testId={`${testId}-licenses`}>
        {subscription.licenses}
      </Fact>
      <Fact label={ends ? t('subscription.endsOn') : t('subscription.renewsOn')} testId={`${testId}-${ends ? 'ends' : 'renews'}`}>
        {day(subscription.currentPeriodEnd)}
      </Fact>
      <Fact label={t('subscription.amount', { per: t(`per.${subscription.interval}`) })} testId={`${testId}-amount`}>
        {money(subscription.amounts.total)}
      </Fact>
    </SimpleGrid>
  );
}
