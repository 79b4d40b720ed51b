import { type Subscription, cancelReasons } from '@booth/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsSection } from '@/features/account/components/settings-section';
import { useRevokeCancellation } from '@/features/billing/api/revoke-cancellation';
import { CancelDialog } from '@/features/billing/components/cancel-dialog';
import { SubscriptionFacts } from '@/features/billing/components/subscription-facts';
import { useMoney } from '@/features/billing/money';
import { productName } from '@/features/billing/product-names';
import { sortForDisplay } from '@/features/billing/subscriptions';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useLocalePath } from '@/lib/locale';

const STATUS_COLOR: Record<Subscription['status'], string> = {
  active: 'teal',
  incomplete: 'yellow',
  past_due: 'orange',
  unpaid: 'red',
  canceled: 'gray',
};

function SubscriptionRow({ subscription, onCancel }: { subscription: Subscription; onCancel: () => void }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const errorReason = useApiErrorMessage();
  const revoke = useRevokeCancellation();
  const pendingCancel = subscription.cancelAtPeriodEnd && subscription.status !== 'canceled';
  const onRevoke = () =>
    revoke.mutate(subscription.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('subscription.revoked') }),
      onError: (error) => notifications.show({ color: 'red', message: t('subscription.revokeFailed', { reason: errorReason(error) }) }),
    });
  return (
    <Paper withBorder radius="md" p="md" data-testid="subscription" data-status={subscription.status}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {productName(t, subscription.product)}
            </Text>
            <Text fw={700} size="lg" data-testid="subscription-plan">
              {subscription.plan.name}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge color={STATUS_COLOR[subscription.status]} variant="dot" data-testid="subscription-status">
              {t(`status.${subscription.status}`)}
            </Badge>
            {pendingCancel && (
              <Badge color="orange" variant="dot" data-testid="subscription-cancelling">
                {t('subscription.cancelPending')}
              </Badge>
            )}
          </Group>
        </Group>
        <SubscriptionFacts subscription={subscription} />
        <Text size="xs" c="dimmed" data-testid="subscription-amounts">
          {t('subscription.amounts', {
            net: money(subscription.amounts.net),
            vat: money(subscription.amounts.vat),
            total: money(subscription.amounts.total),
            per: t(`per.${subscription.interval}`),
          })}
          {subscription.promoCode && ` · ${t('subscription.promo', { code: subscription.promoCode })}`}
        </Text>
        {subscription.status !== 'canceled' && (
          <Group justify="flex-end" gap="sm">
            {pendingCancel ? (
              <Button variant="light" onClick={onRevoke} loading={revoke.isPending} data-testid="subscription-revoke">
                {t('subscription.revoke')}
              </Button>
            ) : (
              <Button variant="subtle" color="red" onClick={onCancel} data-testid="subscription-cancel">
                {t('subscription.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The customer's subscriptions (GET /stripe/customer) with cancel (and its reason) and take-back. */
export function SubscriptionsSection({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useTranslation('billing');
  const lp = useLocalePath();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const shown = sortForDisplay(subscriptions);
  return (
    <SettingsSection id="billing-subscriptions" title={t('subscriptions.title')} description={t('subscriptions.description')} icon={IconReceipt2}>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="subscriptions-empty">
          {t('subscriptions.empty')}{' '}
          <Anchor component={Link} to={lp('/pricing')}>
            {t('subscriptions.seePlans')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          {shown.map((subscription) => (
            <SubscriptionRow key={subscription.id} subscription={subscription} onCancel={() => setCancelling(subscription)} />
          ))}
        </Stack>
      )}
      <CancelDialog subscription={cancelling} reasons={cancelReasons} onClose={() => setCancelling(null)} />
    </SettingsSection>
  );
}
