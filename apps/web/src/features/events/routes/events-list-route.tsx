import '@/features/events/events-i18n';
import { type EventArchivedFilter, type EventListItem, copyName, INVALID_LOCK_PASSWORD_MESSAGE } from '@booth/shared';
import { ActionIcon, Alert, Badge, Button, Card, Group, Menu, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArchive,
  IconArchiveOff,
  IconCalendarPlus,
  IconCopy,
  IconDots,
  IconEdit,
  IconExternalLink,
  IconLock,
  IconPhoto,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteEvent } from '@/features/events/api/delete-event';
import { useDuplicateEvent } from '@/features/events/api/duplicate-event';
import { useEvents } from '@/features/events/api/get-events';
import { useUpdateEvent } from '@/features/events/api/update-event';
import { DuplicateDialog } from '@/features/events/components/duplicate-dialog';
import { PasswordDialog } from '@/features/events/components/lock-dialogs';
import { formatDateTime } from '@/features/events/format';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { isApiError } from '@/lib/api-error';
import { PageHeading } from '@/components/page-heading';

type Filter = 'active' | 'archived' | 'all';
const archivedParam: Record<Filter, EventArchivedFilter> = { active: 'false', archived: 'true', all: 'all' };

function EventCard({ event, onDuplicate, onArchive, onDelete }: { event: EventListItem; onDuplicate: () => void; onArchive: () => void; onDelete: () => void }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (
    <Card withBorder radius="lg" padding="md" data-testid="event-card" data-slug={event.slug}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text component={Link} to={to(`/events/${event.slug}`)} fw={700} size="lg" c="inherit" td="none" truncate data-testid="event-card-name">
            {event.name}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{t(`boothType.${event.boothType}`)}</Badge>
            <Badge variant="outline" color="gray">
              {t('meta.dimension', { dimension: event.dimension, orientation: t(`orientation.${event.deviceOrientation}`) })}
            </Badge>
            {event.locked && (
              <Badge color="orange" leftSection={<IconLock size={11} />} data-testid="event-badge-locked">
                {t('badge.locked')}
              </Badge>
            )}
            {event.archived && (
              <Badge color="gray" data-testid="event-badge-archived">
                {t('badge.archived')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('menu.label', { name: event.name })} data-testid="event-menu">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconExternalLink size={16} />} onClick={() => void navigate(to(`/events/${event.slug}`))} data-testid="event-open">
              {t('menu.open')}
            </Menu.Item>
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => void navigate(to(`/events/${event.slug}/edit`))} data-testid="event-edit">
              {t('menu.edit')}
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={onDuplicate} data-testid="event-duplicate">
              {t('menu.duplicate')}
            </Menu.Item>
            <Menu.Item leftSection={event.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />} onClick={onArchive} data-testid="event-archive">
              {event.archived ? t('menu.unarchive') : t('menu.archive')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="event-delete">
              {t('menu.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="lg" mt="md" c="dimmed">
        <Group gap={4}>
          <IconPhoto size={16} />
          <Text size="sm" data-testid="event-card-pictures">
            {t('meta.pictures', { count: event.pictures })}
          </Text>
        </Group>
        <Text size="sm">{event.lastPictureAt ? t('meta.lastPicture', { time: formatDateTime(event.lastPictureAt, locale) }) : t('meta.noPictures')}</Text>
        <Text size="sm">{t('meta.updated', { time: formatDateTime(event.updatedAt, locale) })}</Text>
      </Group>
    </Card>
  );
}

/** /events (campaigns §2): the organiser's campaigns with search, active/archived filter and actions. */
export function Component() {
  const { t } = useTranslation('events');
  const errorReason = useApiErrorMessage();
  // A refused lock password is "Ungültiges Passwort" (campaigns §5); anything else is said by its code.
  const lockError = (error: unknown) => (isApiError(error) && error.code === 'FORBIDDEN' ? INVALID_LOCK_PASSWORD_MESSAGE : errorReason(error));
  usePageTitle(t('title'));
  const to = useLocalePath();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('active');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const query = useEvents({ archived: archivedParam[filter], q });
  const events = query.data?.events ?? [];
  const [duplicating, setDuplicating] = useState<EventListItem | null>(null);
  const [deleting, setDeleting] = useState<EventListItem | null>(null);
  // A locked campaign is archived or deleted only with its password (campaigns §5).
  const [unlocking, setUnlocking] = useState<{ action: 'archive' | 'delete'; event: EventListItem } | null>(null);
  const [unlockError, setUnlockError] = useState<string | null>(null);
  const duplicate = useDuplicateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  // The proposal counts among every campaign loaded, so "Copy 1" is not proposed twice.
  const allNames = query.data?.events.map((event) => event.name) ?? [];

  const archive = (event: EventListItem, password?: string) =>
    update.mutate(
      { id: event.id, body: { archived: !event.archived }, password },
      {
        onSuccess: () => {
          setUnlocking(null);
          notifications.show({ color: 'teal', message: event.archived ? t('archive.undone') : t('archive.done') });
        },
        onError: (error) =>
          password ? setUnlockError(lockError(error)) : notifications.show({ color: 'red', message: t('archive.failed', { reason: errorReason(error) }) }),
      },
    );

  const removeEvent = (event: EventListItem, password?: string) =>
    remove.mutate(
      { id: event.id, password },
      {
        onSuccess: () => {
          setDeleting(null);
          setUnlocking(null);
          notifications.show({ color: 'teal', message: t('delete.done') });
        },
        onError: (error) =>
          password ? setUnlockError(lockError(error)) : notifications.show({ color: 'red', message: t('delete.failed', { reason: errorReason(error) }) }),
      },
    );

  const askPassword = (action: 'archive' | 'delete', event: EventListItem) => {
    setUnlockError(null);
    setUnlocking({ action, event });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <Button component={Link} to={to('/events/new')} leftSection={<IconPlus size={18} />} data-testid="events-create">
          {t('create')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('search')}
          aria-label={t('search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="events-search"
        />
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={(['active', 'archived', 'all'] as const).map((value) => ({ value, label: t(`filter.${value}`) }))}
          data-testid="events-filter"
        />
      </Group>
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="events-error">
          {t('loadFailed')}
        </Alert>
      )}
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={132} radius="lg" />
          ))}
        </SimpleGrid>
      ) : events.length === 0 && !query.isError ? (
        <Card withBorder radius="lg" padding="xl" data-testid="events-empty">
          <Stack align="center" gap="sm" py="lg">
            <IconCalendarPlus size={40} stroke={1.4} />
            <Text fw={700}>{q || filter !== 'active' ? t('empty.filtered') : t('empty.title')}</Text>
            {!q && filter === 'active' && (
              <>
                <Text c="dimmed" size="sm">
                  {t('empty.text')}
                </Text>
                <Button component={Link} to={to('/events/new')} leftSection={<IconPlus size={18} />}>
                  {t('create')}
                </Button>
              </>
            )}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="events-list">
          {events.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              onDuplicate={() => setDuplicating(event)}
              onArchive={() => (event.locked ? askPassword('archive', event) : archive(event))}
              onDelete={() => (event.locked ? askPassword('delete', event) : setDeleting(event))}
            />
          ))}
        </SimpleGrid>
      )}
      <DuplicateDialog
        opened={duplicating !== null}
        proposed={duplicating ? copyName(duplicating.name, allNames) : ''}
        loading={duplicate.isPending}
        onCancel={() => setDuplicating(null)}
        onSubmit={(name) => {
          if (!duplicating) return;
          duplicate.mutate(
            { id: duplicating.id, name },
            {
              onSuccess: (copy) => {
                setDuplicating(null);
                notifications.show({ color: 'teal', message: t('duplicate.done') });
                void navigate(to(`/events/${copy.slug}`));
              },
              onError: (error) => notifications.show({ color: 'red', message: t('duplicate.failed', { reason: errorReason(error) }) }),
            },
          );
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) removeEvent(deleting);
        }}
        testId="event-delete-dialog"
      >
        {t('delete.text', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
      <PasswordDialog
        opened={unlocking !== null}
        title={unlocking?.action === 'delete' ? t('delete.title') : t(unlocking?.event.archived ? 'lockedAction.unarchiveTitle' : 'lockedAction.archiveTitle')}
        text={
          unlocking?.action === 'delete'
            ? `${t('delete.text', { name: unlocking.event.name })} ${t('lockedAction.text')}`
            : t('lockedAction.text')
        }
        submitLabel={unlocking?.action === 'delete' ? t('delete.confirm') : t(unlocking?.event.archived ? 'menu.unarchive' : 'menu.archive')}
        loading={update.isPending || remove.isPending}
        error={unlockError}
        onCancel={() => setUnlocking(null)}
        onSubmit={(password) => {
          if (!unlocking) return;
          setUnlockError(null);
          if (unlocking.action === 'delete') removeEvent(unlocking.event, password);
          else archive(unlocking.event, password);
        }}
        testId="event-unlock-dialog"
      />
    </Stack>
  );
}
