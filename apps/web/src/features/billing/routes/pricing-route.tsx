import '@/features/billing/billing-i18n';
import { type BillingInterval, type Product, billingIntervals, featureTierTable, gatedFeatures } from '@booth/shared';
import { Alert, Badge, Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { getLevelQueryOptions } from '@/features/auth/api/get-level';
import { useProducts } from '@/features/billing/api/get-products';
import { PlanCard } from '@/features/billing/components/plan-card';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { currentPlanOf, planStanding } from '@/features/billing/current-plans';
import { productName, productOrder } from '@/features/billing/product-names';
import { safeReturnPath, subscriptionHref } from '@/features/billing/return-path';
import { MarketingHero } from '@/features/marketing/components/marketing-hero';
import { Section } from '@/features/marketing/components/section';
import { useLocalePath } from '@/lib/locale';
import { useLoggedIn } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

function intervalOf(value: string | null): BillingInterval {
  return billingIntervals.find((interval) => interval === value) ?? 'month';
}

const freeFeatures = gatedFeatures.filter((feature) => featureTierTable[feature] === 'Free');

/**
 * /pricing?prev=…: the three sub-products' plans side by side (platform §1, §2) with net prices per
 * licence, the campaign features each tier opens, the signed-in customer's plan marked, and links to
 * the purchase that carry `prev` back to where the organiser came from.
 */
export function Component() {
  const { t } = useTranslation('billing');
  usePageTitle(t('pricing.title'));
  const lp = useLocalePath();
  const [params, setParams] = useSearchParams();
  const interval = intervalOf(params.get('interval'));
  const prev = safeReturnPath(params.get('prev'));
  const loggedIn = useLoggedIn();
  const products = useProducts();
  const level = useQuery({ ...getLevelQueryOptions(), enabled: loggedIn });
  const plansOwned = loggedIn ? level.data?.plans : undefined;

  const setInterval = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('interval', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const productSection = (product: Product, index: number) => {
    const plans = [...(products.data?.products.find((entry) => entry.product === product)?.plans ?? [])].sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
    if (plans.length === 0) return null;
    const current = currentPlanOf(plansOwned, product);
    return (
      <Section key={product} alt={index % 2 === 1}>
        <Stack gap="lg" data-testid={`pricing-product-${product}`}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4} maw={640}>
              <Title order={2} fz={{ base: 24, sm: 30 }}>
                {productName(t, product)}
              </Title>
              <Text c="dimmed">{t(`products.${product}.tagline`)}</Text>
            </Stack>
            {loggedIn && level.isSuccess && (
              <Badge size="lg" variant="light" tt="none" data-testid={`pricing-current-${product}`}>
                {t('pricing.yourPlan', { plan: current?.name ?? 'Free' })}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, plans.length) }} spacing="lg">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                interval={interval}
                standing={planStanding(plan, current)}
                currentName={current?.name ?? null}
                href={lp(subscriptionHref(plan.id, interval, prev))}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Section>
    );
  };

  return (
    <>
      <MarketingHero eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} lead={t('pricing.lead')}>
        <SegmentedControl
          value={interval}
          onChange={setInterval}
          data={[
            { value: 'month', label: t('interval.month') },
            { value: 'year', label: t('interval.yearSave') },
          ]}
          size="md"
          data-testid="pricing-interval"
        />
        <Text size="sm" c="rgba(255,255,255,0.85)">
          {t('pricing.netNote')}
        </Text>
      </MarketingHero>
      {products.data?.provider.testMode && (
        <Container size="lg" mt="xl">
          <TestModeNotice sandbox={products.data.provider.name === 'sandbox'} />
        </Container>
      )}
      {products.isPending && (
        <Container size="lg" py="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={360} radius="lg" />
            ))}
          </SimpleGrid>
        </Container>
      )}
      {products.isError && (
        <Container size="lg" py="xl">
          <ApiErrorAlert error={products.error} testId="pricing-error" />
        </Container>
      )}
      {products.isSuccess && productOrder.map(productSection)}
      {products.isSuccess && (
        <Container size="lg" pb="xl">
          <Alert variant="light" color="gray" radius="md" title={t('pricing.freeTitle')}>
            <Text size="sm">{t('pricing.freeText', { features: freeFeatures.map((feature) => t(`features.${feature}`)).join(', ') })}</Text>
          </Alert>
        </Container>
      )}
    </>
  );
}
