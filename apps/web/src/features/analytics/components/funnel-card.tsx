import type { EventAnalytics } from '@booth/shared';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate } from '@/features/analytics/format';
import { useLocale } from '@/lib/locale';
import { BarList } from './bar-list';
import { ReportCard } from './report-card';

/**
 * Guest sessions → captures → submitted pictures → shared pictures. A guest may take several pictures
 * in one session, so captures are counted per session; the later steps as a share of the step before.
 */
export function FunnelCard({ funnel }: { funnel: EventAnalytics['funnel'] }) {
  const { t } = useTranslation('analytics');
  const locale = useLocale();
  const rate = (part: number, whole: number) => (whole > 0 ? formatRate(part / whole, locale) : null);
  const perSession = funnel.sessions > 0 ? new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(funnel.captures / funnel.sessions) : null;
  const submitted = rate(funnel.submitted, funnel.captures);
  const shared = rate(funnel.shared, funnel.submitted);
  return (
    <ReportCard title={t('funnel.title')} testId="analytics-funnel">
      <BarList
        format={(value) => formatCount(value, locale)}
        bars={[
          { key: 'sessions', label: t('funnel.sessions'), value: funnel.sessions },
          { key: 'captures', label: t('funnel.captures'), value: funnel.captures, note: perSession ? t('funnel.perSession', { value: perSession }) : undefined },
          { key: 'submitted', label: t('funnel.submitted'), value: funnel.submitted, note: submitted ? t('funnel.ofCaptures', { percent: submitted }) : undefined },
          { key: 'shared', label: t('funnel.shared'), value: funnel.shared, note: shared ? t('funnel.ofSubmitted', { percent: shared }) : undefined },
        ]}
        testId="analytics-funnel-step"
      />
    </ReportCard>
  );
}
