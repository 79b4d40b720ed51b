import '@/features/pictures/pictures-i18n';
import type { ShootPatch } from '@booth/shared';
import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPhotoOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { BackLink } from '@/components/back-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { PictureLightbox } from '@/components/picture-lightbox';
import { useEvent } from '@/features/events/api/get-event';
import { EventNav } from '@/features/events/components/event-nav';
import { formatDateTime } from '@/features/events/format';
import { downloadCsv, downloadZip } from '@/features/exports/api/download-export';
import { useBulkPictures } from '@/features/pictures/api/bulk-pictures';
import { isFiltered, noPictureFilters, usePictures, type PictureFilters as Filters } from '@/features/pictures/api/get-pictures';
import { usePatchPicture } from '@/features/pictures/api/patch-picture';
import { useResendPictures } from '@/features/pictures/api/resend-pictures';
import { useRetryPicture } from '@/features/pictures/api/retry-picture';
import { PictureFilters } from '@/features/pictures/components/picture-filters';
import { PictureList } from '@/features/pictures/components/picture-list';
import { ResendDialog } from '@/features/pictures/components/resend-dialog';
import { SelectionBar, type BulkCommand } from '@/features/pictures/components/selection-bar';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLocale, useLocalePath } from '@/lib/locale';
import { pictureItems } from '@/lib/picture-item';
import { usePageTitle } from '@/lib/use-page-title';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /events/{slug}/table (campaigns §2): every picture of a campaign with its data, filtered, sorted and
 * loaded page by page while scrolling; the lightbox; a multi-select with bulk actions and exports.
 */
export function Component() {
  const { t } = useTranslation('pictures');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('events');
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const event = useEvent(slug);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<Omit<Filters, 'search'>>(noPictureFilters);
  const filters = useMemo(() => ({ ...chosen, search: term }), [chosen, term]);
  const query = usePictures(slug, filters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [resendOpen, setResendOpen] = useState(false);
  const [busy, setBusy] = useState<BulkCommand | null>(null);
  const [zipOptions, setZipOptions] = useState({ onlyPublic: false, nonOverlay: false });
  const patch = usePatchPicture(slug);
  const retry = useRetryPicture(slug);
  const bulk = useBulkPictures(slug);
  const resend = useResendPictures();
  usePageTitle(event.data ? t('pageTitle', { name: event.data.name }) : t('title'));

  const shoots = useMemo(() => query.data?.pages.flatMap((page) => page.shoots) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  // A picture still processing (or failed) has no place in the lightbox, even if an older file is known.
  const items = useMemo(() => pictureItems(shoots.filter((shoot) => shoot.status === 'ready')), [shoots]);
  // Only loaded pictures can be selected one by one; a selection outlives a filter change but acts on what is loaded.
  const selectedIds = shoots.filter((shoot) => selected.has(shoot.id)).map((shoot) => shoot.id);

  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const changeFilters = (next: Filters) => {
    setChosen({ kinds: next.kinds, contact: next.contact, visibility: next.visibility, order: next.order });
    setAllMatching(false);
  };
  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const failed = (error: unknown) => notifications.show({ color: 'red', message: t('bulk.failed', { message: apiErrorMessage(tc, error) }) });

  const run = async (command: BulkCommand, work: () => Promise<void>) => {
    setBusy(command);
    try {
      await work();
    } catch (error) {
      // The exports report their own failures; the others are reported here.
      if (command !== 'zip' && command !== 'csv') failed(error);
    } finally {
      setBusy(null);
    }
  };

  const onCommand = (command: BulkCommand) => {
    // "All N" means the whole campaign: the exports take that as an empty list.
    const exportIds = allMatching ? [] : selectedIds;
    switch (command) {
      case 'zip':
        void run(command, () => downloadZip(slug, { shootIds: exportIds, ...zipOptions }));
        return;
      case 'csv':
        void run(command, () => downloadCsv(slug, { shootIds: exportIds }));
        return;
      case 'delete':
        setConfirmDelete(true);
        return;
      case 'resend':
        setResendOpen(true);
        return;
      case 'public':
      case 'hidden':
        void run(command, async () => {
          const count = await bulk.mutateAsync({ slug, action: command, shootIds: selectedIds });
          notifications.show({ color: 'green', message: t(`bulk.done_${command}`, { count }) });
        });
    }
  };

  const onDelete = () =>
    void run('delete', async () => {
      const count = await bulk.mutateAsync({ slug, action: 'delete', shootIds: selectedIds });
      setConfirmDelete(false);
      setOpen(null);
      clearSelection();
      notifications.show({ color: 'green', message: t('bulk.done_delete', { count }) });
    });

  const onPatch = (id: string, change: ShootPatch) => patch.mutate({ id, patch: change }, { onError: (error) => notifications.show({ color: 'red', message: t('patchFailed', { message: apiErrorMessage(tc, error) }) }) });
  const onRetry = (id: string) =>
    retry.mutate(id, { onSuccess: () => notifications.show({ color: 'green', message: t('retried') }), onError: failed });

  if (event.isPending) return <Skeleton height={320} radius="lg" />;
  if (!event.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="pictures-not-found">
        {t('notFound')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to={to(`/events/${slug}`)}>{event.data.name}</BackLink>
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('title')}
        </Title>
        {total !== undefined ? (
          <Badge size="lg" variant="light" data-testid="pictures-total">
            {t('total', { count: total })}
          </Badge>
        ) : null}
      </Group>
      <EventNav slug={slug} active="pictures" />
      <PictureFilters filters={filters} search={search} onSearch={(value) => { setSearch(value); setAllMatching(false); }} onChange={changeFilters} searching={query.isFetching && !query.isFetchingNextPage} />
      <SelectionBar
        total={total}
        loaded={shoots.length}
        selectedCount={selectedIds.length}
        allMatching={allMatching}
        canSelectAllMatching={!isFiltered(filters)}
        onSelectAll={() => setSelected(new Set(shoots.map((shoot) => shoot.id)))}
        onSelectAllMatching={() => setAllMatching(true)}
        onClear={clearSelection}
        onCommand={onCommand}
        busy={busy}
        onlyPublic={zipOptions.onlyPublic}
        nonOverlay={zipOptions.nonOverlay}
        onZipOptions={setZipOptions}
      />
      {query.isError ? <ApiErrorAlert error={query.error} testId="pictures-error" /> : null}
      {query.isPending ? (
        <Stack gap="sm">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : null}
      {query.isSuccess && shoots.length === 0 ? (
        <Stack align="center" gap={6} py="xl" c="dimmed" data-testid="pictures-empty">
          <IconPhotoOff size={28} />
          <Text size="sm">{isFiltered(filters) ? t('noMatch') : t('empty')}</Text>
        </Stack>
      ) : null}
      {shoots.length > 0 ? (
        <PictureList
          shoots={shoots}
          selected={new Set(selectedIds)}
          onToggle={toggle}
          onOpen={(shoot) => setOpen(items.findIndex((item) => item.id === shoot.id))}
          onPatch={onPatch}
          onRetry={onRetry}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
          locale={locale}
          wide={wide}
        />
      ) : null}
      <LoadMore query={query} label={t('loadMore')} testId="pictures-load-more" />
      <PictureLightbox
        items={items}
        index={open}
        onIndexChange={setOpen}
        micrositeLabel={t('microsite')}
        caption={(shoot) => `${te(`pictures.kind.${shoot.kind}`, { defaultValue: shoot.kind })} · ${formatDateTime(shoot.createdAt, locale)}`}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={t('delete.title', { count: selectedIds.length })}
        confirmLabel={t('delete.confirm')}
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
        loading={busy === 'delete'}
      >
        {t('delete.body')}
      </ConfirmDialog>
      <ResendDialog
        opened={resendOpen}
        count={selectedIds.length}
        loading={busy === 'resend'}
        onClose={() => setResendOpen(false)}
        onSend={({ recipients, reason }) =>
          void run('resend', async () => {
            const result = await resend.mutateAsync({ slug, shootIds: selectedIds, recipients, reason });
            setResendOpen(false);
            notifications.show({ color: 'green', message: t('resend.done', result) });
          })
        }
      />
    </Stack>
  );
}
