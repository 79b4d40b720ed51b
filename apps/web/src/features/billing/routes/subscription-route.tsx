import '@/features/billing/billing-i18n';
import { type BillingInterval, billingIntervals } from '@booth/shared';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { BackLink } from '@/components/back-link';
import { PageHeading } from '@/components/page-heading';
import { useBillingCustomer } from '@/features/billing/api/get-billing-customer';
import { usePlan } from '@/features/billing/api/get-plan';
import { useProducts } from '@/features/billing/api/get-products';
import { PurchaseForm } from '@/features/billing/components/purchase-form';
import { productName } from '@/features/billing/product-names';
import { pricingHref, safeReturnPath } from '@/features/billing/return-path';
import { formatDay } from '@/features/devices/relative-time';
import { isApiError } from '@/lib/api-error';
import { useInterfaceLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function intervalOf(value: string | null): BillingInterval {
  return billingIntervals.find((interval) => interval === value) ?? 'month';
}

/** /subscription?plan=<id>&interval=<month|year>&prev=<local path>: buying a plan (platform §2). */
export function Component() {
  const { t } = useTranslation('billing');
  usePageTitle(t('purchase.title'));
  const lp = useLocalePath();
  const locale = useInterfaceLocale();
  const [params, setParams] = useSearchParams();
  const planId = params.get('plan');
  const interval = intervalOf(params.get('interval'));
  const returnPath = safeReturnPath(params.get('prev'));
  const plan = usePlan(planId);
  const products = useProducts();
  const customer = useBillingCustomer();

  const setInterval = (next: BillingInterval) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('interval', next);
        return updated;
      },
      { replace: true },
    );

  const back = <BackLink to={lp(pricingHref(returnPath))}>{t('purchase.backToPricing')}</BackLink>;

  const body = () => {
    if (!planId || (plan.isError && isApiError(plan.error) && plan.error.status === 404)) {
      return (
        <Alert color="yellow" variant="light" data-testid="purchase-no-plan">
          {t('purchase.noPlan')}{' '}
          <Anchor component={Link} to={lp(pricingHref(returnPath))}>
            {t('purchase.choosePlan')}
          </Anchor>
        </Alert>
      );
    }
    if (plan.isError) return <ApiErrorAlert error={plan.error} testId="purchase-load-error" />;
    if (products.isError) return <ApiErrorAlert error={products.error} testId="purchase-load-error" />;
    if (plan.isPending || products.isPending || customer.isPending) {
      return (
        <Stack gap="md">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={320} radius="lg" />
        </Stack>
      );
    }
    // One subscription per product (the server refuses a second with 409): say so before the form.
    const running = customer.data?.subscriptions.find((subscription) => subscription.product === plan.data.product && subscription.status !== 'canceled');
    if (running) {
      const names = { plan: running.plan.name, product: productName(t, running.product) };
      return (
        <Alert color="blue" variant="light" data-testid="purchase-running">
          <Text size="sm">
            {running.cancelAtPeriodEnd && running.currentPeriodEnd
              ? t('purchase.runningEnds', { ...names, date: formatDay(running.currentPeriodEnd, locale) })
              : t('purchase.running', names)}
          </Text>
          <Anchor component={Link} to={lp('/settings?tab=billing')} size="sm">
            {t('purchase.toBilling')}
          </Anchor>
        </Alert>
      );
    }
    if (!plan.data.active) {
      return (
        <Alert color="yellow" variant="light" data-testid="purchase-inactive">
          {t('purchase.inactive', { plan: plan.data.name })}
        </Alert>
      );
    }
    return (
      <PurchaseForm
        // A new plan or provider starts a new form (its fields and defaults differ).
        key={`${plan.data.id}-${products.data.provider.name}`}
        plan={plan.data}
        interval={interval}
        onIntervalChange={setInterval}
        provider={customer.data?.provider ?? products.data.provider}
        // Without a billing customer yet (or when it cannot be read) the form simply starts empty.
        customer={customer.data ?? null}
        returnPath={returnPath}
      />
    );
  };

  return (
    <Stack gap="lg">
      {back}
      <PageHeading
        title={plan.data ? t('purchase.heading', { plan: plan.data.name, product: productName(t, plan.data.product) }) : t('purchase.title')}
        subtitle={t('purchase.subtitle')}
      />
      {body()}
    </Stack>
  );
}
