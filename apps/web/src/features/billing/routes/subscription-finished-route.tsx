import '@/features/billing/billing-i18n';
import type { Subscription } from '@booth/shared';
import { Alert, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { getBillingCustomerQueryOptions } from '@/features/billing/api/get-billing-customer';
import { SubscriptionFacts } from '@/features/billing/components/subscription-facts';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { productName } from '@/features/billing/product-names';
import { safeReturnPath } from '@/features/billing/return-path';
import { isAwaitingConfirmation, newestSubscription } from '@/features/billing/subscriptions';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** How often and how long the page asks whether the provider has confirmed the payment. */
export const CONFIRMATION_POLL_MS = 2_000;
export const CONFIRMATION_WAIT_MS = 30_000;

/** /subscription/finished?prev=…: thanks, the plan and its next billing date (platform §2). */
export function Component() {
  const { t } = useTranslation('billing');
  usePageTitle(t('finished.title'));
  const lp = useLocalePath();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('prev'));
  // The purchase names its subscription; after the provider's checkout page only the newest is known.
  const bought = params.get('subscription');
  const [gaveUp, setGaveUp] = useState(false);
  const pick = (subscriptions: readonly Subscription[]) =>
    bought ? (subscriptions.find((candidate) => candidate.id === bought) ?? null) : newestSubscription(subscriptions);
  // While the provider's confirmation (Stripe's webhook) is awaited, ask again every few seconds.
  const customer = useQuery({
    ...getBillingCustomerQueryOptions(),
    refetchInterval: (query) => (!gaveUp && isAwaitingConfirmation(pick(query.state.data?.subscriptions ?? [])) ? CONFIRMATION_POLL_MS : false),
  });
  const subscription = customer.data ? pick(customer.data.subscriptions) : null;
  const awaiting = customer.isSuccess && isAwaitingConfirmation(subscription);
  const status = subscription?.status ?? null;

  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), CONFIRMATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Once the plan is confirmed, the user record's level is dirty: the app unlocks the features at once.
  useEffect(() => {
    if (status && status !== 'incomplete') void queryClient.invalidateQueries({ queryKey: ['auth'], refetchType: 'all' });
  }, [status, queryClient]);

  const next = returnPath ?? lp('/dashboard');

  const content = () => {
    if (customer.isError) return <ApiErrorAlert error={customer.error} testId="finished-error" />;
    if (customer.isPending || (awaiting && !gaveUp)) {
      return (
        <Group gap="sm" data-testid="finished-waiting">
          <Loader size="sm" />
          <Text>{t('finished.waiting')}</Text>
        </Group>
      );
    }
    if (awaiting || !subscription) {
      return (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 size={20} />} data-testid="finished-pending">
          <Text size="sm">{t('finished.stillPending')}</Text>
          <Button variant="default" size="xs" mt="sm" onClick={() => void customer.refetch()} data-testid="finished-refresh">
            {t('finished.refresh')}
          </Button>
        </Alert>
      );
    }
    return (
      <Stack gap="md" data-testid="finished-done">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <Title order={2} fz="xl" data-testid="finished-plan">
            {t('finished.active', { plan: subscription.plan.name, product: productName(t, subscription.product) })}
          </Title>
        </Group>
        <SubscriptionFacts subscription={subscription} />
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('finished.title')}
      </Title>
      {customer.data?.provider.testMode && <TestModeNotice sandbox={customer.data.provider.name === 'sandbox'} />}
      <Card withBorder radius="lg" padding="lg">
        {content()}
      </Card>
      <Group>
        <Button component={Link} to={next} data-testid="finished-continue">
          {returnPath ? t('finished.back') : t('finished.toDashboard')}
        </Button>
        <Button component={Link} to={lp('/settings?tab=billing')} variant="default" data-testid="finished-billing">
          {t('finished.toBilling')}
        </Button>
      </Group>
    </Stack>
  );
}
