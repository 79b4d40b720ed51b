import type { EventAnalytics } from '@booth/shared';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { ReportCard } from './report-card';

const steps = ['sessions', 'captures', 'submitted', 'shared'] as const;

/** Guest sessions → captures → submitted pictures → shared pictures, each against the sessions. */
export function FunnelCard({ funnel }: { funnel: EventAnalytics['funnel'] }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const widest = Math.max(...steps.map((step) => funnel[step]), 1);
  return (
    <ReportCard title={t('funnel.title')} testId="analytics-funnel">
      <Stack gap="sm">
        {steps.map((step) => {
          const value = funnel[step];
          const percent = funnel.sessions > 0 ? formatRate(value / funnel.sessions, locale) : null;
          return (
            <div key={step} data-testid={`analytics-funnel-${step}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{t(`funnel.${step}`)}</Text>
                <Text size="sm" fw={700}>
                  {formatCount(value, locale)}
                  {percent && step !== 'sessions' ? (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      · {t('funnel.ofFirst', { percent })}
                    </Text>
                  ) : null}
                </Text>
              </Group>
              <Progress value={(value / widest) * 100} size="lg" radius="sm" mt={4} aria-hidden />
            </div>
          );
        })}
      </Stack>
    </ReportCard>
  );
}
