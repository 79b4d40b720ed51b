import '@/features/events/events-i18n';
import '@/features/events/components/launch-i18n';
import {
  type BoothType,
  type EventCreateInput,
  type EventDimension,
  type EventTemplateId,
  DEFAULT_EVENT_DIMENSION,
  EVENT_NAME_MAX,
  boothTypes,
  eventDimensions,
  eventTemplateIdSchema,
  orientationFromDimension,
} from '@booth/shared';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateEvent } from '@/features/events/api/create-event';
import { TemplatePicker } from '@/features/events/components/template-picker';
import { useEventTemplates } from '@/features/events/components/use-event-templates';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage } from '@/lib/form-errors';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function templateOf(value: string | null): EventTemplateId | null {
  const parsed = eventTemplateIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * /events/new (campaigns §2): a template (or blank), name, booth type and picture format; the
 * orientation follows the format. `?template=wedding` preselects a template.
 */
export function Component() {
  const { t } = useTranslation('events');
  const { t: tl } = useTranslation('launch');
  const { t: tc } = useTranslation();
  usePageTitle(t('new.title'));
  const to = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateEvent();
  const templates = useEventTemplates();
  const [template, setTemplate] = useState<EventTemplateId | null>(() => templateOf(search.get('template')));
  const [name, setName] = useState('');
  const [boothType, setBoothType] = useState<BoothType>('ipad');
  const [chosenDimension, setDimension] = useState<EventDimension | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const summary = templates.data?.templates.find((candidate) => candidate.id === template) ?? null;
  // A template brings its own format until the organiser picks another one.
  const dimension = chosenDimension ?? summary?.dimension ?? DEFAULT_EVENT_DIMENSION;
  const orientation = orientationFromDimension(dimension);
  const tooLong = tl('create.nameTooLong', { max: EVENT_NAME_MAX });

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('new.nameRequired'));
    // Refused here with the limit named, never cut: a cut name is a name nobody typed.
    if (trimmed.length > EVENT_NAME_MAX) return setNameError(tooLong);
    // Templates are virtual booths (the tablet kiosk comes with its own issue), their guest texts in the
    // interface language; a blank campaign keeps the booth type choice.
    const body: EventCreateInput = template ? { name: trimmed, template, locale, dimension } : { name: trimmed, boothType, dimension };
    create.mutate(body, {
      onSuccess: (created) => void navigate(to(`/events/${created.slug}`)),
      onError: (error) => {
        const issue = isApiError(error) ? error.fields.find((candidate) => candidate.path === 'name') : undefined;
        if (issue) setNameError(fieldIssueMessage(tc, issue));
        notifications.show({ color: 'red', message: t('new.failed', { reason: apiErrorMessage(tc, error) }) });
      },
    });
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('new.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {tl('templates.hint')}
        </Text>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <TemplatePicker templates={templates} value={template} onChange={setTemplate} />
          <Card withBorder radius="lg" padding="lg" maw={640}>
            <Stack gap="md">
              <TextInput
                label={t('new.name')}
                placeholder={t('new.namePlaceholder')}
                value={name}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setName(value);
                  setNameError(value.trim().length > EVENT_NAME_MAX ? tooLong : null);
                }}
                error={nameError}
                required
                data-autofocus
                data-testid="new-event-name"
              />
              {template ? (
                <Text size="sm" c="dimmed" data-testid="new-event-template-booth">
                  {tl('create.templateBooth', { boothType: t(`boothType.${summary?.boothType ?? 'virtual'}`) })}
                </Text>
              ) : (
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
              )}
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
          </Card>
        </Stack>
      </form>
    </Stack>
  );
}
