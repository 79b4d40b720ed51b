import '@/features/dashboard/dashboard-i18n';
import { Badge, Card, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrush, IconCalendarPlus, IconPhotoShare, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '@/features/dashboard/routes/dashboard.module.css';
import { useUser } from '@/features/auth/api/get-user';
import { usePageTitle } from '@/lib/use-page-title';

const steps = [
  { key: 'steps.create', icon: IconCalendarPlus },
  { key: 'steps.design', icon: IconBrush },
  { key: 'steps.share', icon: IconPhotoShare },
] as const;

export function Component() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  // Loaded by the route guard before this page renders.
  const { data: user } = useUser();
  if (!user) return null;
  const planName = user.plan.name;

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

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
        <Card padding="xl" radius="lg" withBorder h="100%" data-testid="dashboard-empty">
          <Stack align="flex-start" gap="md">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconSparkles size={30} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} fz={22}>
              {t('emptyTitle')}
            </Title>
            <Text c="dimmed">{t('emptyText')}</Text>
            <Title order={3} fz={16} mt="sm">
              {t('stepsTitle')}
            </Title>
            <List spacing="sm" center>
              {steps.map(({ key, icon: Icon }) => (
                <List.Item
                  key={key}
                  icon={
                    <ThemeIcon size={28} radius="xl" variant="light" color="accent">
                      <Icon size={16} stroke={1.8} />
                    </ThemeIcon>
                  }
                >
                  {t(key)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
        <Card padding="xl" radius="lg" withBorder>
          <Title order={2} fz={18} mb="md">
            {t('accountTitle')}
          </Title>
          <Stack gap="sm">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('email')}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('planName')}
              </Text>
              <Text>{planName}</Text>
            </div>
          </Stack>
        </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
