import '@/features/printing/printing-i18n';
import { type PrintJobState, printJobStates } from '@booth/shared';
import { Alert, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { LoadMore } from '@/components/load-more';
import { useEvent } from '@/features/events/api/get-event';
import { EventNav } from '@/features/events/components/event-nav';
import { isOpenPrintJob, usePrintJobs } from '@/features/printing/api/get-print-jobs';
import { PrintJobRow } from '@/features/printing/components/print-job-row';
import { PrintJobsEmpty } from '@/features/printing/components/print-jobs-empty';
import { intlLocale } from '@/lib/format-bytes';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function PrintJobList({ eventId, slug }: { eventId: string; slug: string }) {
  const { t } = useTranslation('printing');
  const to = useLocalePath();
  const locale = useLocale();
  const [state, setState] = useState<PrintJobState | null>(null);
  const query = usePrintJobs(eventId, state);
  const jobs = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const dateTime = useMemo(() => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const formatTime = useCallback((iso: string) => dateTime.format(new Date(iso)), [dateTime]);
  const options = printJobStates.map((value) => ({ value, label: t(`state.${value}`) }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('filter.label')}
          placeholder={t('filter.all')}
          data={options}
          value={state}
          onChange={(value) => setState(value as PrintJobState | null)}
          clearable
          w={240}
          data-testid="print-jobs-filter"
        />
        {jobs.some(isOpenPrintJob) && (
          <Group gap={6} c="dimmed" data-testid="print-jobs-live">
            <IconRefresh size={14} />
            <Text size="xs">{t('live')}</Text>
          </Group>
        )}
      </Group>
      {query.isPending ? (
        <Skeleton height={160} radius="lg" />
      ) : query.isError && jobs.length === 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="print-jobs-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : jobs.length === 0 ? (
        <PrintJobsEmpty filtered={state !== null} editorPath={to(`/events/${slug}/edit`)} />
      ) : (
        <Stack gap="sm" data-testid="print-jobs-list">
          {jobs.map((job) => (
            <PrintJobRow key={job.id} eventId={eventId} job={job} formatTime={formatTime} />
          ))}
          <LoadMore query={query} label={t('loadMore')} testId="print-jobs-more" />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /events/{slug}/prints (issue 25, campaigns §7 GET /events/{id}/printJobs): the campaign's prints with
 * their state, printer and errors, newest first, to cancel or print again.
 */
export function Component() {
  const { t } = useTranslation('printing');
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const event = useEvent(slug);
  usePageTitle(event.data ? `${t('title')} · ${event.data.name}` : t('title'));
  return (
    <Stack gap="lg">
      <BackLink to={to(`/events/${slug}`)}>{event.data?.name ?? t('title')}</BackLink>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('title')}
          {event.data && ` · ${event.data.name}`}
        </Title>
        <Text size="sm" c="dimmed">
          {t('subtitle')}
        </Text>
      </Stack>
      <EventNav slug={slug} active="prints" />
      {event.isPending ? (
        <Skeleton height={160} radius="lg" />
      ) : event.data ? (
        <PrintJobList eventId={event.data.id} slug={slug} />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="print-jobs-error">
          {t('loadFailed')}
        </Alert>
      )}
    </Stack>
  );
}
