import type { EventAnalytics } from '@booth/shared';
import { BarsList } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { ReportCard } from './report-card';

/** Shares by channel: the booth's share buttons and the microsite's views and buttons, most first. */
export function SharesChart({ shares }: { shares: EventAnalytics['shares'] }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const data = shares.map((share) => ({
    name: `${t(`shares.channel.${share.channel}`)} · ${t(`shares.${share.source}`)}`,
    value: share.count,
    color: share.source === 'booth' ? 'teal.2' : 'blue.2',
  }));
  return (
    <ReportCard title={t('shares.title')} testId="analytics-shares">
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shares.empty')}
        </Text>
      ) : (
        <BarsList data={data} valueFormatter={(value) => formatCount(value, locale)} barsLabel={t('shares.title')} valueLabel={t('csv.value')} />
      )}
    </ReportCard>
  );
}
