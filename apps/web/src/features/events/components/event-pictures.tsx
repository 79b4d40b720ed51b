import '@/features/pictures/pictures-i18n';
import type { Shoot } from '@booth/shared';
import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PictureLightbox } from '@/components/picture-lightbox';
import { PictureTile } from '@/components/picture-tile';
import { TestBadge } from '@/components/test-badge';
import { useEventShoots } from '@/features/events/api/get-event-shoots';
import { formatDateTime } from '@/features/events/format';
import { useLocale, useLocalePath } from '@/lib/locale';
import { pictureItem, pictureItems } from '@/lib/picture-item';

function PendingTile({ shoot }: { shoot: Shoot }) {
  const { t } = useTranslation('events');
  const failed = shoot.status === 'failed';
  return (
    <Card withBorder radius="md" h="100%" mih={120} data-testid="event-picture-pending" data-status={shoot.status}>
      <Stack align="center" justify="center" h="100%" gap={6}>
        {failed ? <IconAlertTriangle size={22} color="var(--mantine-color-red-6)" /> : <Loader size="sm" />}
        <Text size="xs" c={failed ? 'red' : 'dimmed'} ta="center">
          {failed ? t('pictures.failed') : t('pictures.processing')}
        </Text>
      </Stack>
    </Card>
  );
}

/** The newest pictures of a campaign (issue 5 "Organiser"): media viewer tiles opening a lightbox. */
export function EventPictures({ slug }: { slug: string }) {
  const { t } = useTranslation('events');
  const { t: tp } = useTranslation('pictures');
  const to = useLocalePath();
  const locale = useLocale();
  const query = useEventShoots(slug);
  const [index, setIndex] = useState<number | null>(null);
  const shoots = query.data?.shoots ?? [];
  const items = pictureItems(shoots);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="event-newest-pictures">
      <Group justify="space-between" mb="md">
        <Text fw={700}>{t('pictures.title')}</Text>
        <Group gap="sm">
          {query.data && (
            <Badge variant="light" data-testid="event-pictures-total">
              {t('pictures.total', { count: query.data.total })}
            </Badge>
          )}
          <Anchor component={Link} to={to(`/events/${slug}/table`)} size="sm" data-testid="event-pictures-all">
            {tp('allPictures')}
          </Anchor>
        </Group>
      </Group>
      {query.isPending && <Skeleton height={140} radius="md" />}
      {query.isError && (
        <Alert color="red" variant="light">
          {t('pictures.loadFailed')}
        </Alert>
      )}
      {query.data && shoots.length === 0 && (
        <Stack align="center" gap={6} py="lg" c="dimmed" data-testid="event-pictures-empty">
          <IconPhotoOff size={28} />
          <Text size="sm">{t('pictures.empty')}</Text>
        </Stack>
      )}
      {shoots.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm">
          {shoots.map((shoot) => {
            const item = pictureItem(shoot);
            if (!item || shoot.status !== 'ready') return <PendingTile key={shoot.id} shoot={shoot} />;
            return (
              <PictureTile
                key={shoot.id}
                item={item}
                alt={shoot.slug}
                onOpen={() => setIndex(items.findIndex((candidate) => candidate.id === shoot.id))}
                label={t('pictures.open', { date: formatDateTime(shoot.createdAt, locale) })}
                testId="event-picture"
                badge={shoot.isTest ? <TestBadge /> : undefined}
              />
            );
          })}
        </SimpleGrid>
      )}
      <PictureLightbox
        items={items}
        index={index}
        onIndexChange={setIndex}
        micrositeLabel={t('pictures.microsite')}
        caption={(shoot) => `${t(`pictures.kind.${shoot.kind}`, { defaultValue: shoot.kind })} · ${formatDateTime(shoot.createdAt, locale)}`}
      />
    </Card>
  );
}
