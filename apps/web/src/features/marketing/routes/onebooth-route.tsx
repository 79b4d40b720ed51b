import '@/features/marketing/marketing-i18n';
import { Card, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCamera, IconPresentation, IconShare3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '@/features/marketing/components/check-list';
import { CtaButtons } from '@/features/marketing/components/cta-buttons';
import { HeroVisual } from '@/features/marketing/components/hero-visual';
import { MarketingHero } from '@/features/marketing/components/marketing-hero';
import { ProductPlans } from '@/features/marketing/components/product-plans';
import { Section } from '@/features/marketing/components/section';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('products.onebooth.name'));

  const columns = [
    {
      title: t('products.onebooth.captureTitle'),
      icon: IconCamera,
      items: [t('products.onebooth.capture.modes'), t('products.onebooth.capture.countdown'), t('products.onebooth.capture.effects')],
    },
    {
      title: t('products.onebooth.shareTitle'),
      icon: IconShare3,
      items: [t('products.onebooth.share.microsite'), t('products.onebooth.share.mail'), t('products.onebooth.share.print')],
    },
    {
      title: t('products.onebooth.runTitle'),
      icon: IconPresentation,
      items: [t('products.onebooth.run.gallery'), t('products.onebooth.run.data'), t('products.onebooth.run.backup')],
    },
  ];

  return (
    <>
      <MarketingHero eyebrow={t('products.onebooth.name')} title={t('products.onebooth.tagline')} lead={t('products.onebooth.lead')} aside={<HeroVisual />}>
        <CtaButtons />
      </MarketingHero>
      <Section>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {columns.map(({ title, icon: Icon, items }) => (
            <Card key={title} padding="xl" radius="lg" withBorder>
              <Stack gap="md">
                <ThemeIcon size={48} radius="md" variant="light">
                  <Icon size={26} stroke={1.7} />
                </ThemeIcon>
                <Title order={2} fz={22}>
                  {title}
                </Title>
                <CheckList items={items} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <ProductPlans page="onebooth" product="booth" />
    </>
  );
}
