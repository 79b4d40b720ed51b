import { Button, Group, Stack, Text } from '@mantine/core';
import type { Product } from '@booth/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pricingHref } from '@/features/billing/return-path';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PlanList } from '@/features/marketing/components/plan-list';
import { Section } from '@/features/marketing/components/section';
import { useLocalePath } from '@/lib/locale';

/** The end of every product page: the product's plans, then the sign-up band. */
export function ProductPlans({ page, product }: { page: 'onebooth' | 'peerpix'; product: Product }) {
  const { t } = useTranslation('marketing');
  const lp = useLocalePath();
  // The pricing page's link back (platform §2: links to it carry `prev`).
  const { pathname } = useLocation();
  return (
    <>
      <Section title={t(`products.${page}.plansTitle`)} alt>
        <Stack gap="lg" maw={720}>
          <Text size="lg" c="dimmed">
            {t(`products.${page}.plansText`)}
          </Text>
          <PlanList product={product} />
          <Group>
            <Button component={Link} to={lp(pricingHref(pathname))} rightSection={<IconArrowRight size={16} />} data-testid="product-pricing-link">
              {t('products.seePricing')}
            </Button>
          </Group>
        </Stack>
      </Section>
      <Section>
        <CtaBand title={t('products.ctaTitle')} text={t('products.ctaText')} />
      </Section>
    </>
  );
}
