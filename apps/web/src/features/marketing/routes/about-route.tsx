import '@/features/marketing/marketing-i18n';
import { Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconApi, IconHeartHandshake, IconLanguage, IconWifi } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '@/features/marketing/components/cta-band';
import { FeatureCard } from '@/features/marketing/components/feature-card';
import { MarketingHero } from '@/features/marketing/components/marketing-hero';
import { Section } from '@/features/marketing/components/section';
import { usePageTitle } from '@/lib/use-page-title';

const values = [
  { key: 'venue', icon: IconWifi, color: 'brand' },
  { key: 'privacy', icon: IconHeartHandshake, color: 'accent' },
  { key: 'open', icon: IconApi, color: 'secondary' },
] as const;

export function Component() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('about.title'));

  return (
    <>
      <MarketingHero title={t('about.title')} lead={t('about.lead')} />
      <Section title={t('about.missionTitle')}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {values.map(({ key, icon, color }) => (
            <FeatureCard key={key} icon={icon} color={color} title={t(`about.values.${key}.title`)} text={t(`about.values.${key}.text`)} />
          ))}
        </SimpleGrid>
      </Section>
      <Section alt>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 2 }}>
            <IconLanguage size={72} stroke={1.3} color="var(--mantine-color-brand-6)" aria-hidden="true" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 10 }}>
            <Stack gap="xs">
              <Title order={2} fz={{ base: 24, sm: 28 }}>
                {t('about.languagesTitle')}
              </Title>
              <Text size="lg" c="dimmed">
                {t('about.languagesText')}
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Section>
      <Section>
        <CtaBand title={t('about.contactTitle')} text={t('about.contactText')} />
      </Section>
    </>
  );
}
