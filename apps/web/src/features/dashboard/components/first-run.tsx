import '@/features/events/components/launch-i18n';
import type { EventListItem } from '@booth/shared';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEventShoots } from '@/features/events/api/get-event-shoots';
import { BoothLink } from '@/features/events/components/booth-link';
import { PublishCard } from '@/features/events/components/publish-card';
import { TemplateCardBody } from '@/features/events/components/template-card';
import classes from '@/features/events/components/template-card.module.css';
import { useEventTemplates } from '@/features/events/components/use-event-templates';
import { useLocalePath } from '@/lib/locale';

type StepKey = 'create' | 'test' | 'share';

function Step({ step, number, done, children }: { step: StepKey; number: number; done: boolean; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="sm" data-testid={`first-run-step-${step}`} data-done={done}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={32} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'green' : 'primary'} aria-hidden>
          {done ? <IconCheck size={18} /> : <Text fw={700}>{number}</Text>}
        </ThemeIcon>
        <Title order={3} fz={18}>
          {t(`firstRun.${step}.title`)}
        </Title>
        {done && (
          <Badge color="green" variant="light">
            {t('firstRun.done')}
          </Badge>
        )}
      </Group>
      <div>{children}</div>
    </Stack>
  );
}

/** Step 1 while no campaign exists: the templates as big cards, each opening the create form preselected. */
function TemplateChoice() {
  const to = useLocalePath();
  const templates = useEventTemplates();
  const list = templates.data?.templates ?? [];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {templates.isPending && [0, 1, 2, 3].map((index) => <Skeleton key={index} height={240} radius="lg" />)}
      {list.map((template) => (
        <Card key={template.id} component={Link} to={to(`/events/new?template=${template.id}`)} withBorder radius="lg" p="sm" className={classes.card} data-testid={`first-run-template-${template.id}`}>
          <TemplateCardBody template={template} />
        </Card>
      ))}
      <Card component={Link} to={to('/events/new')} withBorder radius="lg" p="sm" className={classes.card} data-testid="first-run-template-blank">
        <TemplateCardBody template={null} />
      </Card>
    </SimpleGrid>
  );
}

/** Steps 2 and 3 for the campaign being set up: its booth's QR code to test on the phone, then publishing. */
function CampaignSteps({ event }: { event: EventListItem }) {
  const { t } = useTranslation('dashboard');
  const shoots = useEventShoots(event.slug);
  const tested = shoots.data?.shoots.some((shoot) => shoot.isTest) ?? false;
  const live = event.eventType === 'live';
  return (
    <>
      <Step step="test" number={2} done={tested || live}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('firstRun.test.text')}
          </Text>
          <BoothLink slug={event.slug} draft={!live} />
        </Stack>
      </Step>
      <Step step="share" number={3} done={live}>
        <PublishCard event={event} />
      </Step>
    </>
  );
}

/**
 * The first-run path (issue 12): a new account's way to its first live booth — create from a template,
 * test it on the phone, publish and share the link — ticking off each step as it is done.
 * `event` is the campaign being set up (the newest), null before there is one.
 */
export function FirstRun({ event }: { event: EventListItem | null }) {
  const { t } = useTranslation('dashboard');
  const to = useLocalePath();
  return (
    <Card padding="xl" radius="lg" withBorder data-testid="first-run">
      <Stack gap="xl">
        <div>
          <Title order={2} fz={22}>
            {t('firstRun.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('firstRun.text')}
          </Text>
        </div>
        <Step step="create" number={1} done={event !== null}>
          {event ? (
            <Text size="sm">
              {t('firstRun.create.done')}{' '}
              <Anchor component={Link} to={to(`/events/${event.slug}`)} fw={600}>
                {event.name}
              </Anchor>
            </Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('firstRun.create.text')}
              </Text>
              <TemplateChoice />
            </Stack>
          )}
        </Step>
        {event ? (
          <CampaignSteps event={event} />
        ) : (
          <>
            <Step step="test" number={2} done={false}>
              <Text size="sm" c="dimmed">
                {t('firstRun.test.later')}
              </Text>
            </Step>
            <Step step="share" number={3} done={false}>
              <Text size="sm" c="dimmed">
                {t('firstRun.share.later')}
              </Text>
            </Step>
          </>
        )}
      </Stack>
    </Card>
  );
}
