import type { EventAnalytics, ShootKind } from '@booth/shared';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { ReportCard } from './report-card';

/** One colour per kind, shared by the donut and the timeline so a kind looks the same everywhere. */
export const kindColors: Record<ShootKind, string> = {
  Photo: 'teal.6',
  Gif: 'blue.6',
  Boomerang: 'grape.6',
  PhotoLayout: 'orange.6',
  Ai: 'pink.6',
  Video: 'red.6',
  AiFilter: 'violet.6',
  Unknown: 'gray.6',
};

/** Pictures by kind as a donut, with a written legend (what a printout and a screen reader read). */
export function KindChart({ byKind, total }: { byKind: EventAnalytics['picturesByKind']; total: number }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const data = byKind.map(({ kind, count }) => ({ name: t(`kind.${kind}`), value: count, color: kindColors[kind] }));
  return (
    <ReportCard title={t('byKind.title')} testId="analytics-by-kind">
      <Group align="center" justify="center" gap="xl">
        <DonutChart data={data} size={160} thickness={26} chartLabel={formatCount(total, locale)} withTooltip />
        <Stack gap={6}>
          {byKind.map(({ kind, count }) => (
            <Group key={kind} gap="xs" wrap="nowrap" data-testid="analytics-kind-row">
              <ColorSwatch size={12} color={`var(--mantine-color-${kindColors[kind].replace('.', '-')})`} />
              <Text size="sm">
                {t(`kind.${kind}`)}: <b>{formatCount(count, locale)}</b>
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ReportCard>
  );
}
