import '@/features/events/events-i18n';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconEdit, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useEvent } from '@/features/events/api/get-event';
import { BoothLink } from '@/features/events/components/booth-link';
import { DeletionRecordsCard } from '@/features/deletion/components/deletion-records-card';
import { EventNav } from '@/features/events/components/event-nav';
import { EventPictures } from '@/features/events/components/event-pictures';
import { EventMosaicCard } from '@/features/events/mosaic/event-mosaic-card';
import { EventStatusBadge, PublishCard } from '@/features/events/components/publish-card';
import { formatDateTime } from '@/features/events/format';
import { ModeratorsCard } from '@/features/moderators/components/moderators-card';
import { PresentationLinks } from '@/features/moderators/components/presentation-links';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="lg" mt={4} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** /events/{slug} (campaigns §2): the campaign at a glance, its booth link and the way into the editor. */
export function Component() {
  const { t } = useTranslation('events');
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const locale = useLocale();
  const query = useEvent(slug);
  const event = query.data;
  usePageTitle(event?.name ?? t('title'));

  if (query.isPending) return <Skeleton height={320} radius="lg" />;
  if (!event) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="event-not-found">
        {t('view.notFound')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={to('/events')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('view.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="event-title">
            {event.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{t(`boothType.${event.boothType}`)}</Badge>
            <EventStatusBadge eventType={event.eventType} />
            {event.locked && (
              <Badge color="orange" leftSection={<IconLock size={11} />} data-testid="event-locked">
                {t('badge.locked')}
              </Badge>
            )}
            {event.archived && (
              <Badge color="gray" data-testid="event-archived">
                {t('badge.archived')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button component={Link} to={to(`/events/${event.slug}/edit`)} leftSection={<IconEdit size={18} />} data-testid="event-open-editor">
          {t('view.edit')}
        </Button>
      </Group>
      <EventNav slug={event.slug} active="overview" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Fact label={t('view.boothType')} value={t(`boothType.${event.boothType}`)} testId="event-booth-type" />
        <Fact label={t('view.format')} value={t('meta.dimension', { dimension: event.dimension, orientation: t(`orientation.${event.deviceOrientation}`) })} testId="event-dimension" />
        <Fact label={t('view.pictures')} value={String(event.pictures)} testId="event-pictures" />
        <Fact label={t('view.picturesAllTime')} value={String(event.picturesAllTime)} testId="event-pictures-all-time" />
        <Fact label={t('view.lastPicture')} value={event.lastPictureAt ? formatDateTime(event.lastPictureAt, locale) : t('view.never')} testId="event-last-picture" />
        <Fact label={t('view.updated')} value={formatDateTime(event.updatedAt, locale)} testId="event-updated" />
        <Fact label={t('view.status')} value={`${event.archived ? t('view.archived') : t('view.active')} · ${event.locked ? t('view.locked') : t('view.unlocked')}`} testId="event-state" />
      </SimpleGrid>
      <PublishCard event={event} />
      <BoothLink slug={event.slug} draft={event.eventType === 'draft'} />
      <PresentationLinks event={event} />
      <EventMosaicCard event={event} />
      <EventPictures slug={event.slug} />
      <ModeratorsCard slug={event.slug} />
      {event.boothType === 'virtual' && <DeletionRecordsCard slug={event.slug} />}
    </Stack>
  );
}
