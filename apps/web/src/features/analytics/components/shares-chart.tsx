import type { EventAnalytics } from '@booth/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { BarList } from './bar-list';
import { ReportCard } from './report-card';

/** Shares by channel: the booth's share buttons and the microsite's views and buttons, most first. */
export function SharesChart({ shares }: { shares: EventAnalytics['shares'] }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const bars = shares.map((share) => ({
    key: `${share.source}-${share.channel}`,
    label: `${t(`shares.channel.${share.channel}`)} · ${t(`shares.${share.source}`)}`,
    value: share.count,
    color: share.source === 'booth' ? 'teal' : 'blue',
  }));
  return (
    <ReportCard title={t('shares.title')} testId="analytics-shares">
      {bars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shares.empty')}
        </Text>
      ) : (
        <BarList bars={bars} format={(value) => formatCount(value, locale)} testId="analytics-share" />
      )}
    </ReportCard>
  );
}
