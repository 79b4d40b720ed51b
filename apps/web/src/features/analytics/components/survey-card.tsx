import type { EventAnalytics } from '@booth/shared';
import { BarsList } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { ReportCard } from './report-card';

/** How the guests answered each survey question: one bar list per question, the most given answer first. */
export function SurveyCard({ survey }: { survey: EventAnalytics['survey'] }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  return (
    <ReportCard title={t('survey.title')} testId="analytics-survey">
      {survey.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('survey.empty')}
        </Text>
      ) : (
        <Stack gap="lg">
          {survey.map((question) => (
            <div key={question.question} data-testid="analytics-survey-question">
              <Text size="sm" fw={700}>
                {question.question}
              </Text>
              <Text size="xs" c="dimmed" mb={6}>
                {t('survey.respondents', { count: question.respondents })}
              </Text>
              <BarsList
                data={[
                  ...question.answers.map(({ answer, count }) => ({ name: answer, value: count, color: 'teal.2' })),
                  ...(question.otherAnswers > 0 ? [{ name: t('survey.other'), value: question.otherAnswers, color: 'gray.3' }] : []),
                ]}
                valueFormatter={(value) => formatCount(value, locale)}
              />
            </div>
          ))}
        </Stack>
      )}
    </ReportCard>
  );
}
