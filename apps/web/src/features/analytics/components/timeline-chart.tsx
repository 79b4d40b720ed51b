import type { ShootKind, ShootsAnalytics } from '@booth/shared';
import { BarChart } from '@mantine/charts';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kindColors } from './kind-chart';
import { ReportCard } from './report-card';

/** The local wall-clock label of a bucket: `DD.MM. HH:00` for hours, `DD.MM.` for days. */
function bucketLabel(local: string, unit: ShootsAnalytics['unit']): string {
  const [date = '', time = ''] = local.split('T');
  const [, month = '', day = ''] = date.split('-');
  return unit === 'hour' ? `${day}.${month}. ${time}` : `${day}.${month}.`;
}

/** Pictures over time, stacked by kind (GET /analytics/{id}/shoots); null data means the call failed. */
export function TimelineChart({ timeline }: { timeline: ShootsAnalytics | null }) {
  const { t } = useTranslation('analytics');
  if (!timeline) {
    return (
      <ReportCard title={t('timeline.title')} testId="analytics-timeline">
        <Alert color="red" variant="light" data-testid="analytics-timeline-failed">
          {t('partFailed')}
        </Alert>
      </ReportCard>
    );
  }
  const kinds = [...new Set(timeline.buckets.flatMap((bucket) => bucket.kinds.map((entry) => entry.kind)))] as ShootKind[];
  const data = timeline.buckets.map((bucket) => ({
    bucket: bucketLabel(bucket.local, timeline.unit),
    ...Object.fromEntries(bucket.kinds.map((entry) => [entry.kind, entry.count])),
  }));
  return (
    <ReportCard
      title={t('timeline.title')}
      extra={
        <Text span size="xs" c="dimmed" fw={400}>
          ({t(`timeline.${timeline.unit}`)})
        </Text>
      }
      testId="analytics-timeline"
    >
      <BarChart
        h={240}
        data={data}
        dataKey="bucket"
        type="stacked"
        series={kinds.map((kind) => ({ name: kind, label: t(`kind.${kind}`), color: kindColors[kind] }))}
        tickLine="y"
        gridAxis="y"
        withLegend
        withTooltip
      />
    </ReportCard>
  );
}
