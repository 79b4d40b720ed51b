import '@/features/dashboard/dashboard-i18n';
import { hiddenByWhiteLabel } from '@booth/shared';
import { Badge, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUser } from '@/features/auth/api/get-user';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { FirstRun } from '@/features/dashboard/components/first-run';
import { RecentEvents } from '@/features/dashboard/components/recent-events';
import { RecentShoots } from '@/features/dashboard/components/recent-shoots';
import { StatisticsCards } from '@/features/dashboard/components/statistics-cards';
import classes from '@/features/dashboard/routes/dashboard.module.css';
import { getEventsQueryOptions } from '@/features/events/api/get-events';
import { themeOfProducts } from '@/features/events/editor/white-label';
import { usePageTitle } from '@/lib/use-page-title';

function AccountCard({ email, plan }: { email: string; plan: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card padding="xl" radius="lg" withBorder h="100%">
      <Title order={2} fz={18} mb="md">
        {t('accountTitle')}
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('email')}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{email}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('planName')}
          </Text>
          <Text>{plan}</Text>
        </div>
      </Stack>
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  // Loaded by the route guard before this page renders.
  const { data: user } = useUser();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const hasCampaigns = (data?.statistics.campaigns ?? 0) > 0;
  // The first-run path stays until a campaign is live; its steps need each campaign's state.
  const events = useQuery({ ...getEventsQueryOptions({ archived: 'false', q: '' }), enabled: hasCampaigns });
  if (!user) return null;
  const planName = user.plan.name;
  // The white-label theme (platform §2 "cheddar") hides the statistics cards.
  const showStatistics = !hiddenByWhiteLabel(themeOfProducts(user.plan.products)).has('statisticsCards');
  const rows = events.data?.events ?? [];
  const firstRun = data && (!hasCampaigns || (events.isSuccess && !rows.some((row) => row.eventType === 'live')));

  return (
    <Stack gap="xl">
      <Stack gap={6} data-testid="dashboard-greeting">
        {/* No responsive style props here: they inject <style> text into the greeting's textContent. */}
        <Title order={1} className={classes.greeting}>
          {t('greeting', { name: user.firstName.trim() || user.email })}
        </Title>
        <Group gap="xs">
          <Badge size="lg" variant="light" color="secondary">
            {t('plan', { plan: planName })}
          </Badge>
          {user.admin && (
            <Badge size="lg" variant="light" color="accent">
              {t('role.admin')}
            </Badge>
          )}
          {user.moderator && (
            <Badge size="lg" variant="light" color="accent">
              {t('role.moderator')}
            </Badge>
          )}
        </Group>
      </Stack>

      {dashboard.isPending && <Skeleton height={120} radius="lg" data-testid="dashboard-loading" />}
      {dashboard.isError && <ApiErrorAlert error={dashboard.error} testId="dashboard-error" />}
      {firstRun && <FirstRun event={rows[0] ?? null} />}
      {data && showStatistics && <StatisticsCards statistics={data.statistics} />}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{data && hasCampaigns && <RecentEvents events={data.recent.events} />}</Grid.Col>
        <Grid.Col span={{ base: 12, md: hasCampaigns ? 4 : 12 }}>
          <AccountCard email={user.email} plan={planName} />
        </Grid.Col>
      </Grid>

      {data && hasCampaigns && <RecentShoots shoots={data.recent.shoots} />}
    </Stack>
  );
}
