import '@/features/events/components/launch-i18n';
import { type EventDto, INVALID_LOCK_PASSWORD_MESSAGE } from '@booth/shared';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateEvent } from '@/features/events/api/update-event';
import { PasswordDialog } from '@/features/events/components/lock-dialogs';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';

type EventType = EventDto['eventType'];

/** The campaign's state as a badge: draft (test mode) or live. */
export function EventStatusBadge({ eventType }: { eventType: EventDto['eventType'] }) {
  const { t } = useTranslation('launch');
  return (
    <Badge color={eventType === 'live' ? 'green' : 'yellow'} variant={eventType === 'live' ? 'filled' : 'light'} data-testid="event-status" data-status={eventType}>
      {t(`publish.status.${eventType}`)}
    </Badge>
  );
}

/**
 * Publishing is one clear action (issue 12): a draft's booth works only for its organiser (test
 * pictures); "Publish" opens it to every guest, "Back to draft" closes it again. A locked campaign
 * asks for its lock password first, as every change of it does.
 */
export function PublishCard({ event }: { event: Pick<EventDto, 'id' | 'eventType' | 'locked'> }) {
  const { t } = useTranslation('launch');
  const { t: te } = useTranslation('events');
  const { t: tc } = useTranslation();
  const update = useUpdateEvent();
  const [asking, setAsking] = useState<EventType | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const live = event.eventType === 'live';
  const send = (eventType: EventType, password: string | null) =>
    update.mutate(
      { id: event.id, body: { eventType }, password },
      {
        onSuccess: () => {
          setAsking(null);
          notifications.show({ color: 'green', message: t(eventType === 'live' ? 'publish.published' : 'publish.unpublished') });
        },
        onError: (error) => {
          if (password && isApiError(error) && error.code === 'FORBIDDEN') return setPasswordError(INVALID_LOCK_PASSWORD_MESSAGE);
          notifications.show({ color: 'red', message: t('publish.failed', { reason: apiErrorMessage(tc, error) }) });
        },
      },
    );
  const change = (eventType: EventType) => {
    if (!event.locked) return send(eventType, null);
    setPasswordError(null);
    setAsking(eventType);
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="event-publishing">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Text fw={700}>{t(live ? 'publish.liveTitle' : 'publish.draftTitle')}</Text>
          <Text size="sm" c="dimmed" data-testid="event-status-text">
            {live ? t('publish.liveText') : t('publish.draftText')}
          </Text>
        </Stack>
        {live ? (
          <Button variant="default" leftSection={<IconArrowBackUp size={18} />} loading={update.isPending} onClick={() => change('draft')} data-testid="event-unpublish">
            {t('publish.unpublish')}
          </Button>
        ) : (
          <Button size="md" color="green" leftSection={<IconRocket size={18} />} loading={update.isPending} onClick={() => change('live')} data-testid="event-publish">
            {t('publish.publish')}
          </Button>
        )}
      </Group>
      <PasswordDialog
        opened={asking !== null}
        title={te('lock.askTitle')}
        text={te('lockedAction.text')}
        submitLabel={t(asking === 'draft' ? 'publish.unpublish' : 'publish.publish')}
        loading={update.isPending}
        error={passwordError}
        onCancel={() => setAsking(null)}
        onSubmit={(password) => asking && send(asking, password)}
        testId="event-publish-unlock"
      />
    </Card>
  );
}
