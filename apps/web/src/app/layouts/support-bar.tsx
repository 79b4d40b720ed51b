import { SUPPORT_BAR_HEIGHT_PX } from '@booth/shared';
import { Box, Button, Container, Group, Progress, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconRefresh, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/app/layouts/support-bar.module.css';
import type { SupportMode } from '@/features/admin/support/use-support-mode';

/** "9:05": minutes and seconds left, rounded up so the bar reads 0:00 only when the time is over. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Icon and word; on a phone the icon alone (the button keeps its name as aria-label). */
function ButtonLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Box component="span" visibleFrom="xs">
        {text}
      </Box>
    </Group>
  );
}

/**
 * The support bar (platform §4, §9): 60 px above the top bar while support mode is on, with whom the
 * admin acts as, the time left as a bar scaled against 10 minutes (updated every second), and the
 * refresh and end buttons.
 */
export function SupportBar({ mode }: { mode: SupportMode }) {
  const { t } = useTranslation('support');
  const email = mode.customer?.email;
  const percent = mode.left ? Math.round(mode.left.fraction * 1000) / 10 : 0;
  const time = mode.left ? formatTimeLeft(mode.left.ms) : null;
  const actingAs = email ? t('bar.actingAs', { email }) : t('bar.unknownCustomer');
  return (
    <div className={classes.bar} style={{ height: SUPPORT_BAR_HEIGHT_PX }} role="region" aria-label={t('bar.label')} data-testid="support-bar">
      <Container size="xl" w="100%" className={classes.row}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <IconLifebuoy size={22} stroke={1.8} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={700} truncate="end" title={actingAs}>
                {/* On a phone the e-mail needs the room: the short form, still saying whom. */}
                <Box component="span" visibleFrom="sm" data-testid="support-customer">
                  {actingAs}
                </Box>
                <Box component="span" hiddenFrom="sm">
                  {email ? t('bar.actingAsShort', { email }) : actingAs}
                </Box>
              </Text>
              {time !== null && (
                <Text size="xs" data-testid="support-time-left">
                  {t('bar.timeLeft', { time })}
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Button
              size="xs"
              variant="default"
              onClick={mode.refresh}
              loading={mode.refreshing}
              disabled={!mode.customer || mode.ending}
              aria-label={t('bar.refresh')}
              data-testid="support-refresh"
            >
              <ButtonLabel icon={<IconRefresh size={14} />} text={t('bar.refresh')} />
            </Button>
            <Button size="xs" color="dark" onClick={mode.end} loading={mode.ending} aria-label={t('bar.end')} data-testid="support-end">
              <ButtonLabel icon={<IconX size={14} />} text={t('bar.end')} />
            </Button>
          </Group>
        </Group>
      </Container>
      <Progress.Root size={6} radius={0} className={classes.track}>
        <Progress.Section
          value={percent}
          color="dark"
          withAria={false}
          role="progressbar"
          aria-label={t('bar.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={time ? t('bar.timeLeft', { time }) : undefined}
          data-testid="support-progress"
        />
      </Progress.Root>
    </div>
  );
}
