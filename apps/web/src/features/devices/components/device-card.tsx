import type { Device, EventListItem } from '@booth/shared';
import { ActionIcon, Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceTablet, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUpdateDevice } from '@/features/devices/api/update-device';
import { CampaignSelect } from '@/features/devices/components/campaign-select';
import { LicenceFact, QueueFact, StorageFact } from '@/features/devices/components/device-facts';
import { PrintQueueFact, PrinterList, PrintersFact } from '@/features/devices/components/print-facts';
import { campaignNameOf, deviceOnline, runningElsewhere } from '@/features/devices/device-status';
import { formatDay, formatRelativeTime } from '@/features/devices/relative-time';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useLocale } from '@/lib/locale';

/** Online or not, when it last pinged, and what it runs: the line under the tablet's name. */
function StatusLine({ device, online, now }: { device: Device; online: boolean; now: number }) {
  const { t } = useTranslation('devices');
  const locale = useLocale();
  return (
    <Group gap={8} wrap="wrap" c="dimmed">
      {/* The dot variant keeps the text dark (readable on white); the dot's colour tells the state at a glance. */}
      <Badge variant="dot" color={online ? 'teal' : 'gray'} size="md" data-testid="device-online" data-online={online}>
        {online ? t('status.online') : t('status.offline')}
      </Badge>
      <Text size="xs" data-testid="device-last-seen">
        {device.lastPingAt ? t('status.lastSeen', { when: formatRelativeTime(device.lastPingAt, now, locale) }) : t('status.neverSeen')}
      </Text>
      <Text size="xs" aria-hidden>
        ·
      </Text>
      <Text size="xs" data-testid="device-app-version">
        {device.appVersion ? t('appVersion', { version: device.appVersion }) : t('appVersionUnknown')}
      </Text>
      <Text size="xs" aria-hidden>
        ·
      </Text>
      <Text size="xs">{t('pairedAt', { date: formatDay(device.pairedAt, locale) })}</Text>
    </Group>
  );
}

/** The campaign the tablet opens, changed right here; and what it last said it has open, if that differs. */
function DeviceCampaign({ device, events }: { device: Device; events: readonly EventListItem[] | undefined }) {
  const { t } = useTranslation('devices');
  const errorReason = useApiErrorMessage();
  const update = useUpdateDevice();
  const elsewhere = runningElsewhere(device);
  const assign = (eventId: string | null) =>
    update.mutate(
      { id: device.id, eventId },
      {
        onSuccess: (changed) =>
          notifications.show({
            color: 'teal',
            message: changed.event ? t('campaign.assigned', { name: changed.name, campaign: changed.event.name }) : t('campaign.unassigned', { name: changed.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: t('campaign.failed', { reason: errorReason(error) }) }),
      },
    );
  return (
    <Stack gap={4}>
      <CampaignSelect
        events={events}
        assigned={device.event}
        value={update.isPending ? (update.variables.eventId ?? null) : (device.event?.id ?? null)}
        onChange={assign}
        label={t('campaign.label')}
        ariaLabel={t('campaign.labelFor', { name: device.name })}
        disabled={update.isPending}
        description={device.event ? undefined : t('campaign.noneHint')}
        hintBelow
        testId="device-campaign"
      />
      {elsewhere && (
        <Group gap={6} wrap="nowrap" data-testid="device-running">
          <IconAlertTriangle size={14} aria-hidden style={{ flex: 'none', color: 'var(--mantine-color-orange-7)' }} />
          <Text size="xs">{t('campaign.running', { campaign: campaignNameOf(elsewhere, events) })}</Text>
        </Group>
      )}
    </Stack>
  );
}

interface DeviceCardProps {
  device: Device;
  events: readonly EventListItem[] | undefined;
  now: number;
  onRename: () => void;
  onRemove: () => void;
}

/** What a device shows below its name: a tablet its campaign and offline queue, a print server its printers. */
function DeviceBody({ device, events, online, now }: { device: Device; events: readonly EventListItem[] | undefined; online: boolean; now: number }) {
  if (device.kind === 'printServer') {
    // A print server runs no campaign and needs no licence; it serves whichever campaign sends it prints.
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <PrintersFact device={device} now={now} />
          <PrintQueueFact queue={device.printQueue} />
        </SimpleGrid>
        <PrinterList printers={device.printers ?? []} />
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
      <DeviceCampaign device={device} events={events} />
      <QueueFact device={device} online={online} now={now} />
      <PrintQueueFact queue={device.printQueue} />
      <StorageFact device={device} />
      <LicenceFact device={device} />
    </SimpleGrid>
  );
}

/**
 * One paired device (platform §3 Device): a tablet with its campaign, app version, queue, storage and
 * licence, or a print server with its printers; both with the prints they have not finished.
 */
export function DeviceCard({ device, events, now, onRename, onRemove }: DeviceCardProps) {
  const { t } = useTranslation('devices');
  const online = deviceOnline(device, now);
  const KindIcon = device.kind === 'printServer' ? IconPrinter : IconDeviceTablet;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="device" data-device-id={device.id} data-kind={device.kind}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            <KindIcon size={28} stroke={1.5} aria-hidden style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-brand-6)' }} />
            <Stack gap={4} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Title order={3} fz="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }} data-testid="device-name">
                  {device.name}
                </Title>
                <Badge variant="light" color={device.kind === 'printServer' ? 'grape' : 'brand'} size="sm" data-testid="device-kind">
                  {t(`kind.${device.kind}`)}
                </Badge>
              </Group>
              <StatusLine device={device} online={online} now={now} />
            </Stack>
          </Group>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('actions.rename')}>
              <ActionIcon variant="subtle" size="lg" onClick={onRename} aria-label={t('actions.renameNamed', { name: device.name })} data-testid="device-rename">
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.remove')}>
              <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={t('actions.removeNamed', { name: device.name })} data-testid="device-remove">
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Divider />
        <DeviceBody device={device} events={events} online={online} now={now} />
      </Stack>
    </Card>
  );
}
