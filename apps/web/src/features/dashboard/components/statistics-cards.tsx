import { dashboardStatisticKeys, type DashboardStatisticKey, type DashboardStatistics } from '@booth/shared';
import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCalendarStats, IconDatabase, IconEye, IconPhoto, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountUp } from '@/features/dashboard/hooks/use-count-up';
import { formatByteSize, intlLocale } from '@/lib/format-bytes';
import { useLocale } from '@/lib/locale';

const icons: Record<DashboardStatisticKey, typeof IconPhoto> = {
  campaigns: IconCalendarEvent,
  activeCampaigns: IconPlayerPlay,
  pictures: IconPhoto,
  picturesThisMonth: IconCalendarStats,
  micrositeViews: IconEye,
  storageBytes: IconDatabase,
};

function StatisticCard({ name, target }: { name: DashboardStatisticKey; target: number }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const value = useCountUp(target);
  const Icon = icons[name];
  // Bytes in base-1000 units with two decimals (platform §9); counts with the language's grouping.
  const shown = name === 'storageBytes' ? formatByteSize(value, locale) : new Intl.NumberFormat(intlLocale(locale)).format(value);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`dashboard-stat-${name}`} data-value={target}>
      <ThemeIcon size={36} radius="xl" variant="light" mb="sm">
        <Icon size={20} stroke={1.7} />
      </ThemeIcon>
      <Text fz={28} fw={700} lh={1.1} data-testid={`dashboard-stat-${name}-value`} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {shown}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t(`statistics.${name}`)}
      </Text>
    </Card>
  );
}

/** The statistics cards (platform §2); the numbers count up over 1000 ms. Hidden by the caller under a white-label theme. */
export function StatisticsCards({ statistics }: { statistics: DashboardStatistics }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-label={t('statistics.title')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        {dashboardStatisticKeys.map((name) => (
          <StatisticCard key={name} name={name} target={statistics[name]} />
        ))}
      </SimpleGrid>
    </section>
  );
}
