import type { EventAnalytics } from '@booth/shared';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ReportCard } from './report-card';

/** Pictures per hour of the day (0–23) in the report's time zone. */
export function HourChart({ byHour }: { byHour: EventAnalytics['picturesByHour'] }) {
  const { t } = useTranslation('analytics');
  const data = byHour.map(({ hour, count }) => ({ hour: String(hour).padStart(2, '0'), count }));
  return (
    <ReportCard title={t('byHour.title')} testId="analytics-by-hour">
      <BarChart h={220} data={data} dataKey="hour" series={[{ name: 'count', label: t('byHour.count'), color: 'teal.6' }]} tickLine="y" gridAxis="y" withTooltip />
    </ReportCard>
  );
}
