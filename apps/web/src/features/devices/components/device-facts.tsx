import type { Device } from '@booth/shared';
import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconCloudUpload, IconDatabase } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { licenceState, storageUse } from '@/features/devices/device-status';
import { formatDay, formatRelativeTime } from '@/features/devices/relative-time';
import { formatByteSize } from '@/lib/format-bytes';
import { useLocale } from '@/lib/locale';

export type Tone = 'ok' | 'warn' | 'bad' | 'idle';
const TONE_COLOUR: Record<Tone, string> = { ok: 'teal', warn: 'orange', bad: 'red', idle: 'gray' };
/**
 * Text in a tone must still read at 4.5:1 on white (WCAG AA): Mantine's orange never does, so a
 * warning keeps dark text and lets its icon carry the colour; trouble is the darkest red.
 */
const TONE_TEXT: Record<Tone, string | undefined> = { ok: undefined, warn: undefined, bad: 'red.9', idle: 'dimmed' };
export const ALERT_TEXT = 'red.9';

/** One block of a device card: an icon in the tone of its state, a heading, the main line and details. */
export function Fact({ icon, title, tone, main, children, testId }: { icon: ReactNode; title: string; tone: Tone; main: string; children?: ReactNode; testId: string }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" data-testid={testId} data-tone={tone}>
      <ThemeIcon variant="light" color={TONE_COLOUR[tone]} radius="md" size={34} aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
          {title}
        </Text>
        <Text size="sm" fw={600} c={TONE_TEXT[tone]}>
          {main}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

export function Detail({ children, colour, testId }: { children: ReactNode; colour?: string; testId?: string }) {
  return (
    <Text size="xs" c={colour ?? 'dimmed'} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/**
 * The offline queue as the tablet last reported it (with its last ping), and when that was: what it
 * still holds and how uploads go. An offline tablet's report is old news (it may have taken pictures
 * since), so an empty queue is not shown as all clear then.
 */
export function QueueFact({ device, online, now }: { device: Device; online: boolean; now: number }) {
  const { t } = useTranslation('devices');
  const locale = useLocale();
  const queue = device.queue;
  const icon = <IconCloudUpload size={18} />;
  if (!queue) {
    return <Fact icon={icon} title={t('queue.title')} tone="idle" main={t('queue.unknown')} testId="device-queue" />;
  }
  const waiting = queue.waiting > 0;
  return (
    <Fact
      icon={icon}
      title={t('queue.title')}
      tone={waiting ? 'warn' : online ? 'ok' : 'idle'}
      main={waiting ? t('queue.waiting', { count: queue.waiting }) : t('queue.empty')}
      testId="device-queue"
    >
      {device.lastPingAt && <Detail testId="device-queue-reported">{t('queue.reported', { when: formatRelativeTime(device.lastPingAt, now, locale) })}</Detail>}
      {!online && <Detail testId="device-queue-stale">{t('queue.sinceOffline')}</Detail>}
      {waiting && queue.oldestCapturedAt && <Detail testId="device-queue-oldest">{t('queue.oldest', { when: formatRelativeTime(queue.oldestCapturedAt, now, locale) })}</Detail>}
      <Detail testId="device-queue-last-upload">
        {queue.lastUploadAt ? t('queue.lastUpload', { when: formatRelativeTime(queue.lastUploadAt, now, locale) }) : t('queue.noUpload')}
      </Detail>
      {queue.lastError && (
        <Detail colour={ALERT_TEXT} testId="device-queue-error">
          {t('queue.lastError', { error: queue.lastError })}
        </Detail>
      )}
    </Fact>
  );
}

/** The browser storage the queue lives in: used of quota, and whether the browser may evict it. */
export function StorageFact({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const locale = useLocale();
  const storage = device.storage;
  const { ratio, warn } = storageUse(storage);
  const icon = <IconDatabase size={18} />;
  if (!storage || ratio === null) {
    return <Fact icon={icon} title={t('storage.title')} tone="idle" main={t('storage.unknown')} testId="device-storage" />;
  }
  const percent = Math.round(ratio * 100);
  const notPersisted = storage.persisted === false;
  return (
    <Fact
      icon={icon}
      title={t('storage.title')}
      tone={warn ? 'bad' : notPersisted ? 'warn' : 'ok'}
      main={t('storage.used', { used: formatByteSize(storage.usageBytes ?? 0, locale), quota: formatByteSize(storage.quotaBytes ?? 0, locale) })}
      testId="device-storage"
    >
      <Progress
        value={Math.max(percent, 2)}
        color={warn ? 'red' : 'brand'}
        size="sm"
        radius="xl"
        w={160}
        maw="100%"
        my={4}
        aria-label={t('storage.bar', { percent })}
        data-testid="device-storage-bar"
      />
      {warn && (
        <Detail colour={ALERT_TEXT} testId="device-storage-warning">
          {t('storage.almostFull', { percent })}
        </Detail>
      )}
      {storage.persisted !== null && (
        <Detail testId="device-storage-persisted">
          {storage.persisted ? t('storage.persisted') : t('storage.notPersisted')}
        </Detail>
      )}
    </Fact>
  );
}

/** Whether the tablet may start campaigns: its licence, until when, or why not. */
export function LicenceFact({ device }: { device: Device }) {
  const { t } = useTranslation('devices');
  const locale = useLocale();
  const state = licenceState(device);
  const icon = <IconCertificate size={18} />;
  const expireAt = device.licence ? formatDay(device.licence.expireAt, locale) : '';
  return (
    <Fact
      icon={icon}
      title={t('licence.title')}
      tone={state === 'valid' ? 'ok' : state === 'expired' ? 'bad' : 'warn'}
      main={state === 'valid' ? t('licence.validUntil', { date: expireAt }) : state === 'expired' ? t('licence.expiredOn', { date: expireAt }) : t('licence.none')}
      testId="device-licence"
    >
      {state === 'expired' && <Detail>{t('licence.expiredHint')}</Detail>}
      {state === 'none' && <Detail>{t('licence.noneHint')}</Detail>}
    </Fact>
  );
}
