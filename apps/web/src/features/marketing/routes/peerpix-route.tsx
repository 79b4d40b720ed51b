import '@/features/marketing/marketing-i18n';
import { SimpleGrid } from '@mantine/core';
import { IconAdjustments, IconBrandAppgallery, IconDeviceMobileShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CtaButtons } from '@/features/marketing/components/cta-buttons';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { MarketingHero } from '@/features/marketing/components/marketing-hero';
import { ProductPlans } from '@/features/marketing/components/product-plans';
import { Section } from '@/features/marketing/components/section';
import { usePageTitle } from '@/lib/use-page-title';

const features = [
  { key: 'branding', icon: IconBrandAppgallery, color: 'accent' },
  { key: 'sharing', icon: IconDeviceMobileShare, color: 'brand' },
  { key: 'control', icon: IconAdjustments, color: 'secondary' },
] as const;

export function Component() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('products.peerpix.name'));

  return (
    <>
      <MarketingHero eyebrow={t('products.peerpix.name')} title={t('products.peerpix.tagline')} lead={t('products.peerpix.lead')}>
        <CtaButtons />
      </MarketingHero>
      <Section title={t('products.peerpix.featuresTitle')}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {features.map(({ key, icon, color }) => (
            <FeatureCard
              key={key}
              icon={icon}
              color={color}
              title={t(`products.peerpix.features.${key}.title`)}
              text={t(`products.peerpix.features.${key}.text`)}
            />
          ))}
        </SimpleGrid>
      </Section>
      <ProductPlans page="peerpix" product="peerpix" />
    </>
  );
}
