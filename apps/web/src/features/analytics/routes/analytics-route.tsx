import '@mantine/charts/styles.css';
import '@/features/analytics/analytics-i18n';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartBarOff, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { useAnalyticsShoots } from '@/features/analytics/api/get-analytics-shoots';
import { useBestPerforming } from '@/features/analytics/api/get-best-performing';
import { BestPictures } from '@/features/analytics/components/best-pictures';
import { FunnelCard } from '@/features/analytics/components/funnel-card';
import { HourChart } from '@/features/analytics/components/hour-chart';
import { KindChart } from '@/features/analytics/components/kind-chart';
import { SharesChart } from '@/features/analytics/components/shares-chart';
import { StatTiles } from '@/features/analytics/components/stat-tiles';
import { SurveyCard } from '@/features/analytics/components/survey-card';
import { TimelineChart } from '@/features/analytics/components/timeline-chart';
import { downloadReportCsv } from '@/features/analytics/download-report';
import { browserTimeZone, formatInZone } from '@/features/analytics/format';
import { reportCsv } from '@/features/analytics/report-csv';
import { BackLink } from '@/components/back-link';
import { EventNav } from '@/features/events/components/event-nav';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import classes from './analytics-report.module.css';

/**
 * /events/{slug}/analytics (campaigns §2, platform §3): the campaign's figures as tiles and charts with
 * its time range, a CSV of the figures and a printable report. The calls take the slug; times are in
 * the organiser's own time zone.
 */
export function Component() {
  const { t } = useTranslation('analytics');
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const locale = useLocale();
  const timeZone = useMemo(() => browserTimeZone(), []);
  const figuresQuery = useAnalytics(slug, timeZone);
  const timelineQuery = useAnalyticsShoots(slug, timeZone);
  const bestQuery = useBestPerforming(slug);
  const figures = figuresQuery.data;
  usePageTitle(figures ? `${t('title')} · ${figures.name}` : t('title'));

  // Same order as the other campaign pages: back to the campaign, the title, the section tabs. Neither
  // the link nor the tabs belong on the printed report.
  const back = (
    <div className={classes.noPrint}>
      <BackLink to={to(`/events/${slug}`)}>{figures?.name ?? t('back')}</BackLink>
    </div>
  );
  const tabs = (
    <div className={classes.noPrint}>
      <EventNav slug={slug} active="analytics" />
    </div>
  );
  const nav = (
    <>
      {back}
      {tabs}
    </>
  );

  if (figuresQuery.isPending) {
    return (
      <Stack gap="lg">
        {nav}
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  if (!figures) {
    return (
      <Stack gap="lg">
        {nav}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="analytics-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void figuresQuery.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const { range } = figures;
  const exportCsv = () => downloadReportCsv(reportCsv(figures, bestQuery.data ?? null, t, locale), figures.slug, new Date());
  return (
    <Stack gap="lg" className={classes.report} data-analytics-report>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')} · {figures.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="analytics-range">
            {range.firstPictureAt && range.lastPictureAt
              ? t('range', { from: formatInZone(range.firstPictureAt, locale, timeZone), to: formatInZone(range.lastPictureAt, locale, timeZone) })
              : t('rangeNone')}
            {' · '}
            {t('timeZone', { timeZone })}
          </Text>
          <Text size="xs" c="dimmed" className={classes.printOnly}>
            {t('printedAt', { date: formatInZone(new Date().toISOString(), locale, timeZone) })}
          </Text>
        </Stack>
        <Group gap="xs" className={classes.noPrint}>
          <Button variant="light" leftSection={<IconFileSpreadsheet size={18} />} onClick={exportCsv} data-testid="analytics-export-csv">
            {t('exportCsv')}
          </Button>
          <Button variant="light" leftSection={<IconPrinter size={18} />} onClick={() => window.print()} data-testid="analytics-print">
            {t('print')}
          </Button>
        </Group>
      </Group>
      {tabs}

      {figures.totals.pictures === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="analytics-empty">
          <Stack align="center" gap="xs" c="dimmed">
            <IconChartBarOff size={32} />
            <Text fw={700}>{t('empty.title')}</Text>
            <Text size="sm" ta="center" maw={480}>
              {t('empty.text')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <StatTiles figures={figures} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <FunnelCard funnel={figures.funnel} />
            <KindChart byKind={figures.picturesByKind} total={figures.totals.pictures} />
          </SimpleGrid>
          <HourChart byHour={figures.picturesByHour} />
          {timelineQuery.isPending ? <Skeleton height={280} radius="lg" /> : <TimelineChart timeline={timelineQuery.data ?? null} />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SharesChart shares={figures.shares} />
            <SurveyCard survey={figures.survey} />
          </SimpleGrid>
          {bestQuery.isPending ? <Skeleton height={200} radius="lg" /> : <BestPictures best={bestQuery.data ?? null} timeZone={timeZone} />}
        </>
      )}
    </Stack>
  );
}
