import '@/features/events/events-i18n';
import { type BoothType, type EventDimension, DEFAULT_EVENT_DIMENSION, boothTypes, eventDimensions, orientationFromDimension } from '@booth/shared';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateEvent } from '@/features/events/api/create-event';
import { isApiError } from '@/lib/api-error';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** /events/new (campaigns §2): name, booth type and picture format; the orientation follows the format. */
export function Component() {
  const { t } = useTranslation('events');
  usePageTitle(t('new.title'));
  const to = useLocalePath();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const [name, setName] = useState('');
  const [boothType, setBoothType] = useState<BoothType>('ipad');
  const [dimension, setDimension] = useState<EventDimension>(DEFAULT_EVENT_DIMENSION);
  const [nameError, setNameError] = useState<string | null>(null);
  const orientation = orientationFromDimension(dimension);

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('new.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('new.subtitle')}
        </Text>
      </div>
      <Card withBorder radius="lg" padding="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) {
              setNameError(t('new.nameRequired'));
              return;
            }
            create.mutate(
              { name: name.trim(), boothType, dimension },
              {
                onSuccess: (created) => void navigate(to(`/events/${created.slug}`)),
                onError: (error) => {
                  const field = isApiError(error) ? error.fields?.find((issue) => issue.path === 'name') : undefined;
                  if (field) setNameError(field.message);
                  notifications.show({ color: 'red', message: t('new.failed', { reason: error.message }) });
                },
              },
            );
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('new.name')}
              placeholder={t('new.namePlaceholder')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              maxLength={200}
              required
              data-autofocus
              data-testid="new-event-name"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('new.boothType')}
              </Text>
              <SegmentedControl
                value={boothType}
                onChange={(value) => setBoothType(value as BoothType)}
                data={boothTypes.map((type) => ({ value: type, label: t(`boothType.${type}`) }))}
                data-testid="new-event-booth-type"
              />
            </Stack>
            <Select
              label={t('new.dimension')}
              value={dimension}
              data={eventDimensions.map((value) => ({ value, label: `${value} · ${t(`orientation.${orientationFromDimension(value)}`)}` }))}
              onChange={(value) => {
                if (value) setDimension(value as EventDimension);
              }}
              allowDeselect={false}
              data-testid="new-event-dimension"
            />
            <Text size="sm" c="dimmed" data-testid="new-event-orientation" data-orientation={orientation}>
              {t('new.orientation', { orientation: t(`orientation.${orientation}`) })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={to('/events')}>
                {t('new.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} data-testid="new-event-submit">
                {t('new.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
