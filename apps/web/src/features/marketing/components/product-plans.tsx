import { Stack, Text } from '@mantine/core';
import type { Product } from '@booth/shared';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { PlanList } from '@/features/marketing/components/plan-list';
import { Section } from '@/features/marketing/components/section';

/** The end of every product page: the product's plans, then the sign-up band. */
export function ProductPlans({ page, product }: { page: 'onebooth' | 'peerpix'; product: Product }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <Section title={t(`products.${page}.plansTitle`)} alt>
        <Stack gap="lg" maw={720}>
          <Text size="lg" c="dimmed">
            {t(`products.${page}.plansText`)}
          </Text>
          <PlanList product={product} />
        </Stack>
      </Section>
      <Section>
        <CtaBand title={t('products.ctaTitle')} text={t('products.ctaText')} />
      </Section>
    </>
  );
}
