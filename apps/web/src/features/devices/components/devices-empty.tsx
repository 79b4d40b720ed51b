import { Button, Card, Code, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceTablet, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKioskAddress } from '@/features/devices/kiosk-address';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Stack gap={6} align="flex-start" component="li" data-testid="devices-empty-step">
      <ThemeIcon radius="xl" size={32} variant="light" fw={700} aria-hidden>
        {number}
      </ThemeIcon>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** No tablet yet: what a device is for, and the three steps to pair one. */
export function DevicesEmpty({ onPair }: { onPair: () => void }) {
  const { t } = useTranslation('devices');
  const kioskAddress = useKioskAddress();
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="devices-empty">
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconDeviceTablet size={36} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={6} maw={620}>
          <Title order={2} fz="xl">
            {t('empty.title')}
          </Title>
          <Text c="dimmed">{t('empty.what')}</Text>
        </Stack>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="xl" maw={900} w="100%" p={0} m={0} ta="left" style={{ listStyle: 'none' }}>
          <Step number={1} title={t('empty.step1')}>
            {t('empty.step1Before')} <Code>{kioskAddress}</Code>
          </Step>
          <Step number={2} title={t('empty.step2')}>
            {t('empty.step2Text')}
          </Step>
          <Step number={3} title={t('empty.step3')}>
            {t('empty.step3Text')}
          </Step>
        </SimpleGrid>
        <Button size="md" leftSection={<IconLink size={18} />} onClick={onPair} data-testid="devices-empty-pair">
          {t('pair.open')}
        </Button>
      </Stack>
    </Card>
  );
}
