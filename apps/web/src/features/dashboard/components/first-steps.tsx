import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconPhotoShare, IconSettings, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/locale';

const steps = [
  { key: 'firstSteps.create', icon: IconCalendarPlus },
  { key: 'firstSteps.configure', icon: IconSettings },
  { key: 'firstSteps.share', icon: IconPhotoShare },
] as const;

/** For an account without a campaign: what to do first, and the button that starts it. */
export function FirstSteps() {
  const { t } = useTranslation('dashboard');
  const to = useLocalePath();
  return (
    <Card padding="xl" radius="lg" withBorder h="100%" data-testid="dashboard-first-steps">
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSparkles size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          {t('firstSteps.title')}
        </Title>
        <Text c="dimmed">{t('firstSteps.text')}</Text>
        <List spacing="sm" center type="ordered">
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
        <Button component={Link} to={to('/events/new')} leftSection={<IconCalendarPlus size={18} />} data-testid="dashboard-create-campaign">
          {t('firstSteps.action')}
        </Button>
      </Stack>
    </Card>
  );
}
