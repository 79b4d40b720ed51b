import '@/features/billing/billing-i18n';
import { isBelowPlatinum } from '@booth/shared';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUser } from '@/features/auth/api/get-user';
import { useBillingCustomer } from '@/features/billing/api/get-billing-customer';
import { useProducts } from '@/features/billing/api/get-products';
import { BillingAddressSection } from '@/features/billing/components/billing-address-section';
import { CreditsSection } from '@/features/billing/components/credits-section';
import { InvoicesSection } from '@/features/billing/components/invoices-section';
import { PaymentMethodsSection } from '@/features/billing/components/payment-methods-section';
import { SubscriptionsSection } from '@/features/billing/components/subscriptions-section';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { pricingHref } from '@/features/billing/return-path';
import { GuestPaymentsSection } from '@/features/payments/components/guest-payments-section';
import { useLocalePath } from '@/lib/locale';

/** The upgrade offer, for plans below Platinum only (platform §6); it brings the organiser back here. */
function UpgradeBand() {
  const { t } = useTranslation('billing');
  const lp = useLocalePath();
  const location = useLocation();
  return (
    <Card radius="lg" padding="lg" bg="var(--mantine-color-brand-light)" data-testid="billing-upgrade">
      <Group justify="space-between" gap="md">
        <Stack gap={2} maw={560}>
          <Text fw={700}>{t('upgrade.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('upgrade.text')}
          </Text>
        </Stack>
        <Button component={Link} to={lp(pricingHref(`${location.pathname}${location.search}`))} rightSection={<IconArrowUpRight size={16} />} data-testid="billing-upgrade-link">
          {t('upgrade.action')}
        </Button>
      </Group>
    </Card>
  );
}

/** /settings?tab=billing: subscriptions, payment methods, invoices, billing address, credits and guest payments. */
export function BillingTab() {
  const user = useUser();
  const customer = useBillingCustomer();
  const products = useProducts();
  if (customer.isPending) {
    return (
      <Stack gap="md">
        <Skeleton height={200} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  if (customer.isError) return <ApiErrorAlert error={customer.error} testId="billing-error" />;
  const { provider } = customer.data;
  return (
    <Stack gap="lg" maw={880}>
      {provider.testMode && <TestModeNotice sandbox={provider.name === 'sandbox'} />}
      {user.data && isBelowPlatinum(user.data.plan) && <UpgradeBand />}
      <SubscriptionsSection subscriptions={customer.data.subscriptions} />
      <PaymentMethodsSection provider={provider} />
      <InvoicesSection />
      <BillingAddressSection customer={customer.data} />
      <CreditsSection balance={customer.data.credits} packs={products.data?.creditPacks ?? []} provider={provider} />
      <GuestPaymentsSection />
    </Stack>
  );
}
