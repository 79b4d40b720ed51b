import '@/features/billing/billing-i18n';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useBillingCustomer } from '@/features/billing/api/get-billing-customer';
import { useRevokeCancellation } from '@/features/billing/api/revoke-cancellation';
import { SubscriptionFacts } from '@/features/billing/components/subscription-facts';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { productName } from '@/features/billing/product-names';
import { newestSubscription } from '@/features/billing/subscriptions';
import { formatDay } from '@/features/devices/relative-time';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useInterfaceLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** /subscription/terminated?subscription=<id>: after cancelling, the plan stays until the paid period ends. */
export function Component() {
  const { t } = useTranslation('billing');
  usePageTitle(t('terminated.title'));
  const lp = useLocalePath();
  const locale = useInterfaceLocale();
  const errorReason = useApiErrorMessage();
  const [params] = useSearchParams();
  const customer = useBillingCustomer();
  const revoke = useRevokeCancellation();
  const wanted = params.get('subscription');
  const subscriptions = customer.data?.subscriptions ?? [];
  // The one just cancelled; without an id, the newest one with a cancellation.
  const subscription =
    subscriptions.find((candidate) => candidate.id === wanted) ??
    newestSubscription(subscriptions.filter((candidate) => candidate.cancelAtPeriodEnd || candidate.status === 'canceled'));

  const onRevoke = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('subscription.revoked') }),
      onError: (error) => notifications.show({ color: 'red', message: t('subscription.revokeFailed', { reason: errorReason(error) }) }),
    });

  const content = () => {
    if (customer.isError) return <ApiErrorAlert error={customer.error} testId="terminated-error" />;
    if (customer.isPending) return <Skeleton height={140} radius="md" />;
    if (!subscription) return <Text data-testid="terminated-none">{t('terminated.none')}</Text>;
    const name = { plan: subscription.plan.name, product: productName(t, subscription.product) };
    const until = subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd, locale) : '—';
    if (subscription.status === 'canceled') {
      return (
        <Text data-testid="terminated-ended">
          {t('terminated.ended', name)}
        </Text>
      );
    }
    if (!subscription.cancelAtPeriodEnd) {
      return (
        <Stack gap="md" data-testid="terminated-continues">
          <Text>{t('terminated.continues', { ...name, date: until })}</Text>
          <SubscriptionFacts subscription={subscription} />
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <Title order={2} fz="lg" data-testid="terminated-until">
          {t('terminated.staysUntil', { ...name, date: until })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('terminated.afterwards')}
        </Text>
        <SubscriptionFacts subscription={subscription} />
        <Group>
          <Button variant="light" onClick={() => onRevoke(subscription.id)} loading={revoke.isPending} data-testid="terminated-revoke">
            {t('subscription.revoke')}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Group gap="sm" wrap="nowrap">
        <IconCalendarOff size={30} />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('terminated.title')}
        </Title>
      </Group>
      {customer.data?.provider.testMode && <TestModeNotice sandbox={customer.data.provider.name === 'sandbox'} />}
      <Card withBorder radius="lg" padding="lg">
        {content()}
      </Card>
      <Group>
        <Button component={Link} to={lp('/settings?tab=billing')} data-testid="terminated-billing">
          {t('terminated.toBilling')}
        </Button>
      </Group>
    </Stack>
  );
}
