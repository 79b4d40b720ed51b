import type { DashboardEvent } from '@booth/shared';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/features/events/format';
import { useLocale, useLocalePath } from '@/lib/locale';

/** The most recently active campaigns, each a link to its page with its picture count. */
export function RecentEvents({ events }: { events: DashboardEvent[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid="dashboard-recent-events">
      <Group justify="space-between" mb="md">
        <Title order={2} fz={18}>
          {t('recentEvents.title')}
        </Title>
        <Anchor component={Link} to={to('/events')} size="sm">
          {t('recentEvents.all')}
        </Anchor>
      </Group>
      <Stack gap="sm">
        {events.map((event) => (
          <Group key={event.id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={to(`/events/${encodeURIComponent(event.slug)}`)} fw={600} truncate data-testid="dashboard-recent-event">
                {event.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {event.lastPictureAt ? t('recentEvents.lastPicture', { date: formatDateTime(event.lastPictureAt, locale) }) : t('recentEvents.changed', { date: formatDateTime(event.updatedAt, locale) })}
              </Text>
            </Stack>
            <Group gap={6} wrap="nowrap">
              {event.archived && (
                <Badge variant="light" color="gray">
                  {t('recentEvents.archived')}
                </Badge>
              )}
              <Badge variant="light">{t('recentEvents.pictures', { count: event.pictures })}</Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
