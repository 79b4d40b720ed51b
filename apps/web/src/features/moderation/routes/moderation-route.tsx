import '@/features/moderation/moderation-i18n';
import type { ModerationDecision, Shoot } from '@booth/shared';
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle, IconPhotoCheck } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { moderationPath } from '@/app/guards/resolve-access';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { BackLink } from '@/components/back-link';
import { LoadMore } from '@/components/load-more';
import { EventNav } from '@/features/events/components/event-nav';
import { useAutoPublic } from '@/features/moderation/api/auto-public';
import { useModerationShoots, useModerationSummary } from '@/features/moderation/api/get-moderation-shoots';
import type { QueueFilters } from '@/features/moderation/api/moderation-queue';
import { type StreamState, useModerationStream } from '@/features/moderation/api/moderation-stream';
import { moderatorSessionKey } from '@/features/moderation/api/moderator-session';
import { useModerationDecision } from '@/features/moderation/api/post-decision';
import { BulkBar } from '@/features/moderation/components/bulk-bar';
import { ModerationTile } from '@/features/moderation/components/moderation-tile';
import { ModerationViewer } from '@/features/moderation/components/moderation-viewer';
import classes from '@/features/moderation/components/moderation.module.css';
import { QueueFiltersBar } from '@/features/moderation/components/queue-filters';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLocale, useLocalePath } from '@/lib/locale';
import { useLoggedIn } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const initialFilters: QueueFilters = { tab: 'pending', kinds: [] };

function LiveBadge({ state }: { state: StreamState }) {
  const { t } = useTranslation('moderation');
  const live = state === 'live';
  return (
    <Badge
      variant="dot"
      color={live ? 'teal' : 'orange'}
      size="lg"
      title={live ? t('live.liveHint') : t('live.offHint')}
      data-testid="moderation-live"
      data-live={live || undefined}
    >
      {live ? t('live.live') : t(`live.${state}`)}
    </Badge>
  );
}

function useTimeLabel() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { timeStyle: 'short' });
    const today = new Date().toDateString();
    return (shoot: Pick<Shoot, 'createdAt'>) => {
      const date = new Date(shoot.createdAt);
      return date.toDateString() === today ? time.format(date) : format.format(date);
    };
  }, [locale]);
}

/** Where the focus goes after the list changed under it: the picture that was next, or the same place. */
interface FocusTarget {
  id: string | null;
  index: number;
}

/**
 * /events/{slug}/moderation (campaigns §2 Presentation, issue 11): the live queue of a campaign's
 * pictures for its organiser and its moderators. One decision per picture (approve / hide) governs
 * every public screen; new pictures arrive over the live feed.
 */
export function Component() {
  const { t } = useTranslation('moderation');
  const { t: tc } = useTranslation('common');
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organiser = useLoggedIn();
  const timeLabel = useTimeLabel();
  const [filters, setFilters] = useState<QueueFilters>(initialFilters);
  const summary = useModerationSummary(slug);
  const query = useModerationShoots(slug, filters);
  const stream = useModerationStream(slug, !summary.isError);
  const { mutate: mutateDecision } = useModerationDecision(slug);
  const autoPublic = useAutoPublic(slug);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState<ModerationDecision | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const focusAfter = useRef<FocusTarget | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const event = summary.data?.event;
  usePageTitle(event ? t('pageTitle', { name: event.name }) : t('title'));

  const shoots = useMemo(() => query.data?.pages.flatMap((page) => page.shoots) ?? [], [query.data]);
  const viewable = useMemo(() => shoots.filter((shoot) => shoot.status === 'ready' && shoot.src && shoot.mimetype), [shoots]);
  const selectedShoots = shoots.filter((shoot) => selected.has(shoot.id));
  const current = useRef(shoots);
  useEffect(() => {
    current.current = shoots;
  }, [shoots]);

  // A moderator whose session ended (removed by the organiser, expired) signs in again.
  const ended = [summary.error, query.error].some((error) => isApiError(error) && error.status === 401);
  useEffect(() => {
    if (!ended || organiser) return;
    queryClient.setQueryData(moderatorSessionKey, null);
    notifications.show({ color: 'orange', message: tc('session.expired') });
    void navigate(moderationPath(slug, locale, 'login'), { replace: true });
  }, [ended, organiser, queryClient, navigate, slug, locale, tc]);

  const focusTile = useCallback((index: number) => {
    const tiles = grid.current?.querySelectorAll<HTMLElement>('[data-testid="moderation-tile"]');
    if (!tiles || tiles.length === 0) return;
    const target = Math.max(0, Math.min(index, tiles.length - 1));
    setFocusIndex(target);
    tiles[target]?.focus();
  }, []);

  // After a decision made by keyboard the picture may have left the list: keep the focus in the queue.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const byId = target.id === null ? -1 : shoots.findIndex((shoot) => shoot.id === target.id);
    focusTile(byId >= 0 ? byId : target.index);
  }, [shoots, focusTile]);

  const failed = useCallback(
    (error: unknown) => notifications.show({ color: 'red', title: t('decision.failedTitle'), message: apiErrorMessage(tc, error) }),
    [t, tc],
  );

  const decide = useCallback(
    (shoot: Shoot, choice: ModerationDecision) => mutateDecision({ shoots: [shoot], decision: choice }, { onError: failed }),
    [mutateDecision, failed],
  );

  const decideBulk = (choice: ModerationDecision) => {
    if (selectedShoots.length === 0) return;
    setBulkBusy(choice);
    mutateDecision(
      { shoots: selectedShoots, decision: choice },
      {
        onSuccess: (count) => {
          setSelected(new Set());
          notifications.show({ color: 'teal', message: t(choice === 'approve' ? 'decision.approvedMany' : 'decision.hiddenMany', { count }) });
        },
        onError: failed,
        onSettled: () => setBulkBusy(null),
      },
    );
  };

  const toggle = useCallback((id: string) => {
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onTileKey = useCallback(
    (keyEvent: KeyboardEvent<HTMLDivElement>, index: number) => {
      if (keyEvent.altKey || keyEvent.ctrlKey || keyEvent.metaKey) return;
      const onTile = keyEvent.target === keyEvent.currentTarget;
      const list = current.current;
      const shoot = list[index];
      if (!shoot) return;
      const columns = Math.max(1, grid.current ? getComputedStyle(grid.current).gridTemplateColumns.split(' ').filter(Boolean).length : 1);
      const key = keyEvent.key.length === 1 ? keyEvent.key.toLowerCase() : keyEvent.key;
      switch (key) {
        case 'ArrowRight':
        case 'j':
          focusTile(index + 1);
          break;
        case 'ArrowLeft':
        case 'k':
          focusTile(index - 1);
          break;
        case 'ArrowDown':
          focusTile(index + columns);
          break;
        case 'ArrowUp':
          focusTile(index - columns);
          break;
        case 'Home':
          focusTile(0);
          break;
        case 'End':
          focusTile(list.length - 1);
          break;
        case 'a':
        case 'h': {
          const choice: ModerationDecision = key === 'a' ? 'approve' : 'hide';
          focusAfter.current = { id: list[index + 1]?.id ?? list[index - 1]?.id ?? null, index };
          decide(shoot, choice);
          break;
        }
        case ' ':
          if (!onTile) return;
          toggle(shoot.id);
          break;
        case 'Enter':
          if (!onTile) return;
          if (shoot.status === 'ready' && shoot.src) setOpenId(shoot.id);
          break;
        default:
          return;
      }
      keyEvent.preventDefault();
    },
    [decide, focusTile, toggle],
  );

  const changeFilters = (next: QueueFilters) => {
    setFilters(next);
    setFocusIndex(0);
  };

  const notFound = isApiError(summary.error) && (summary.error.status === 404 || summary.error.status === 403);
  const activeIndex = Math.min(focusIndex, Math.max(0, shoots.length - 1));

  return (
    <Stack gap="md">
      {organiser && <BackLink to={to(`/events/${slug}`)}>{event?.name ?? t('backToCampaign')}</BackLink>}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="moderation-title">
            {organiser ? t('title') : (event?.name ?? t('title'))}
          </Title>
          <Text size="sm" c="dimmed">
            {organiser ? t('subtitleOrganiser') : t('subtitleModerator')}
          </Text>
        </Stack>
        <LiveBadge state={stream} />
      </Group>
      {organiser && <EventNav slug={slug} active="moderation" />}

      {notFound ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="moderation-not-found">
          {t('notFound')}
        </Alert>
      ) : summary.isError && !ended ? (
        <ApiErrorAlert error={summary.error} testId="moderation-error" />
      ) : (
        <>
          {event && (organiser || event.galleryOptIn) && (
            <Paper withBorder radius="md" p="sm">
              <Stack gap="xs">
                {organiser && (
                  <Switch
                    checked={event.autoPublic}
                    onChange={(change) =>
                      autoPublic.mutate(
                        { id: event.id, autoPublic: change.currentTarget.checked },
                        { onError: (error) => notifications.show({ color: 'red', title: t('autoPublic.failed'), message: apiErrorMessage(tc, error) }) },
                      )
                    }
                    label={t('autoPublic.label')}
                    description={event.autoPublic ? t('autoPublic.on') : t('autoPublic.off')}
                    data-testid="moderation-auto-public"
                  />
                )}
                {event.galleryOptIn && (
                  <Group gap={6} wrap="nowrap" align="flex-start" data-testid="moderation-opt-in-hint">
                    <IconInfoCircle size={18} style={{ flexShrink: 0, color: 'var(--mantine-color-blue-6)' }} />
                    <Text size="sm">{t('galleryOptInHint')}</Text>
                  </Group>
                )}
              </Stack>
            </Paper>
          )}
          <QueueFiltersBar filters={filters} counts={summary.data?.counts} onChange={changeFilters} />
          <BulkBar
            loaded={shoots.length}
            selected={selectedShoots.length}
            busy={bulkBusy}
            onSelectAll={() => setSelected(new Set(shoots.map((shoot) => shoot.id)))}
            onClear={() => setSelected(new Set())}
            onDecide={decideBulk}
          />
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('keys')}
          </Text>
          {query.isPending ? (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
              {Array.from({ length: 10 }, (_, index) => (
                <Skeleton key={index} radius="md" style={{ aspectRatio: '1' }} />
              ))}
            </SimpleGrid>
          ) : query.isError ? (
            !ended && <ApiErrorAlert error={query.error} testId="moderation-list-error" />
          ) : shoots.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" data-testid="moderation-empty">
              <Stack align="center" gap="xs" ta="center">
                <IconPhotoCheck size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text fw={700}>{t(`empty.${filters.tab}.title`)}</Text>
                <Text size="sm" c="dimmed" maw={480}>
                  {filters.kinds.length > 0 ? t('empty.filtered') : t(`empty.${filters.tab}.text`)}
                </Text>
              </Stack>
            </Paper>
          ) : (
            <div ref={grid} className={classes.grid} role="list" aria-label={t('listLabel')} data-testid="moderation-grid">
              {shoots.map((shoot, index) => (
                <div role="listitem" key={shoot.id}>
                  <ModerationTile
                    shoot={shoot}
                    index={index}
                    selected={selected.has(shoot.id)}
                    focused={index === activeIndex}
                    timeLabel={timeLabel(shoot)}
                    onToggle={toggle}
                    onOpen={setOpenId}
                    onDecide={decide}
                    onFocusTile={setFocusIndex}
                    onKeyDown={onTileKey}
                  />
                </div>
              ))}
            </div>
          )}
          <LoadMore query={query} label={t('loadMore')} testId="moderation-load-more" />
        </>
      )}
      <ModerationViewer shoots={viewable} openId={openId} onOpen={setOpenId} onDecide={decide} timeLabel={timeLabel} />
    </Stack>
  );
}
