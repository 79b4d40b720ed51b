import '@/features/dashboard/dashboard-i18n';
import { hiddenByWhiteLabel } from '@booth/shared';
import { Badge, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useUser } from '@/features/auth/api/get-user';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { FirstSteps } from '@/features/dashboard/components/first-steps';
import { RecentEvents } from '@/features/dashboard/components/recent-events';
import { RecentShoots } from '@/features/dashboard/components/recent-shoots';
import { StatisticsCards } from '@/features/dashboard/components/statistics-cards';
import classes from '@/features/dashboard/routes/dashboard.module.css';
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
  if (!user) return null;
  const planName = user.plan.name;
  // The white-label theme (platform §2 "cheddar") hides the statistics cards.
  const showStatistics = !hiddenByWhiteLabel(themeOfProducts(user.plan.products)).has('statisticsCards');
  const data = dashboard.data;

  return (
    <Stack gap="xl">
      <Stack gap={6} data-testid="dashboard-greeting">
        {/* No responsive style props here: they inject <style> text into the greeting's textContent. */}
        <Title order={1} className={classes.greeting}>
          {t('greeting', { email: user.email })}
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
      {data && showStatistics && <StatisticsCards statistics={data.statistics} />}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {data && (data.statistics.campaigns === 0 ? <FirstSteps /> : <RecentEvents events={data.recent.events} />)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AccountCard email={user.email} plan={planName} />
        </Grid.Col>
      </Grid>

      {data && data.statistics.campaigns > 0 && <RecentShoots shoots={data.recent.shoots} />}
    </Stack>
  );
}
