import type { EventAnalytics } from '@booth/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { BarList } from './bar-list';
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
              <BarList
                bars={[
                  ...question.answers.map(({ answer, count }, index) => ({ key: `answer-${index}`, label: answer, value: count })),
                  ...(question.otherAnswers > 0 ? [{ key: 'other', label: t('survey.other'), value: question.otherAnswers, color: 'gray' }] : []),
                ]}
                format={(value) => formatCount(value, locale)}
              />
            </div>
          ))}
        </Stack>
      )}
    </ReportCard>
  );
}
