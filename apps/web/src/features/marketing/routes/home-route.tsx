import '@/features/marketing/marketing-i18n';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCamera,
  IconDeviceTablet,
  IconFileZip,
  IconLayoutGrid,
  IconPhotoHeart,
  IconQrcode,
  IconShieldCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { CtaButtons } from '@/features/marketing/components/cta-buttons';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { HeroVisual } from '@/features/marketing/components/hero-visual';
import { MarketingHero } from '@/features/marketing/components/marketing-hero';
import classes from '@/features/marketing/components/marketing.module.css';
import { ProductCard } from '@/features/marketing/components/product-card';
import { Section } from '@/features/marketing/components/section';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const features = [
  { key: 'virtual', icon: IconCamera, color: 'brand' },
  { key: 'kiosk', icon: IconDeviceTablet, color: 'accent' },
  { key: 'microsite', icon: IconQrcode, color: 'secondary' },
  { key: 'gallery', icon: IconLayoutGrid, color: 'brand' },
  { key: 'exports', icon: IconFileZip, color: 'accent' },
  { key: 'moderation', icon: IconShieldCheck, color: 'secondary' },
] as const;

const steps = ['create', 'design', 'share'] as const;

export function Component() {
  const { t } = useTranslation('marketing');
  usePageTitle('');
  const lp = useLocalePath();

  return (
    <>
      <MarketingHero eyebrow={t('home.eyebrow')} title={t('home.title')} lead={t('home.lead')} aside={<HeroVisual />}>
        <CtaButtons />
        <Text size="sm" c="rgba(255,255,255,0.85)">
          {t('home.heroNote')}
        </Text>
      </MarketingHero>

      <Section title={t('home.featuresTitle')} lead={t('home.featuresLead')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map(({ key, icon, color }) => (
            <FeatureCard key={key} icon={icon} color={color} title={t(`home.features.${key}.title`)} text={t(`home.features.${key}.text`)} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('home.stepsTitle')} alt>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {steps.map((step, index) => (
            <Stack key={step} gap="xs">
              <span className={classes.stepNumber}>{index + 1}</span>
              <Title order={3} fz={20}>
                {t(`home.steps.${step}.title`)}
              </Title>
              <Text c="dimmed">{t(`home.steps.${step}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('home.productsTitle')} lead={t('home.productsLead')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProductCard
            icon={IconPhotoHeart}
            color="brand"
            name={t('products.onebooth.name')}
            tagline={t('products.onebooth.tagline')}
            text={t('products.onebooth.short')}
            to={lp('/products/onebooth')}
            linkLabel={t('home.learnMore')}
          />
          <ProductCard
            icon={IconUsersGroup}
            color="accent"
            name={t('products.peerpix.name')}
            tagline={t('products.peerpix.tagline')}
            text={t('products.peerpix.short')}
            to={lp('/products/peerpix')}
            linkLabel={t('home.learnMore')}
          />
        </SimpleGrid>
      </Section>

      <Section>
        <CtaBand title={t('home.ctaTitle')} text={t('home.ctaText')} />
      </Section>
    </>
  );
}
