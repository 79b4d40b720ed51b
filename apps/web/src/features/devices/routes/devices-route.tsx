import '@/features/devices/devices-i18n';
import type { Device } from '@booth/shared';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { DEVICES_REFRESH_MS, useDevices } from '@/features/devices/api/get-devices';
import { useShortEvents } from '@/features/devices/api/get-tablet-campaigns';
import { DeviceCard } from '@/features/devices/components/device-card';
import { DevicesEmpty } from '@/features/devices/components/devices-empty';
import { LicencesCard } from '@/features/devices/components/licences-card';
import { PairDialog } from '@/features/devices/components/pair-dialog';
import { PrintServerHelp } from '@/features/devices/components/print-server-help';
import { RemoveDeviceDialog } from '@/features/devices/components/remove-device-dialog';
import { RenameDialog } from '@/features/devices/components/rename-dialog';
import { useNow } from '@/features/devices/relative-time';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

/** The query parameter of the link in the kiosk's QR code: `/devices?pair=CODE` opens the pairing. */
const PAIR_PARAM = 'pair';

/**
 * /devices (platform §2, §7 Devices): the organiser's tablets and print servers, live (online state,
 * queue, storage, printers and prints), with pairing, renaming, campaign assignment, removal, the
 * licences that let tablets run, and how a print server is started at the venue.
 */
export function Component() {
  const { t } = useTranslation('devices');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const linkedCode = params.get(PAIR_PARAM);
  const [pairing, setPairing] = useState(false);
  const [renaming, setRenaming] = useState<Device | null>(null);
  const [removing, setRemoving] = useState<Device | null>(null);
  const query = useDevices();
  const events = useShortEvents().data;
  const devices = query.data?.items ?? [];
  // Ages shown as "3 minutes ago" move on between refetches and never start before the data's own time.
  const now = Math.max(useNow(DEVICES_REFRESH_MS), query.dataUpdatedAt);

  const closePairing = () => {
    setPairing(false);
    if (linkedCode !== null) {
      setParams(
        (current) => {
          current.delete(PAIR_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <Button leftSection={<IconLink size={16} />} onClick={() => setPairing(true)} data-testid="devices-pair">
          {t('pair.open')}
        </Button>
      </Group>
      {query.isPending ? (
        <Stack gap="md">
          <Skeleton height={200} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <ApiErrorAlert error={query.error} testId="devices-error" />
      ) : devices.length === 0 ? (
        <DevicesEmpty onPair={() => setPairing(true)} />
      ) : (
        <Stack gap="md" data-testid="devices-list">
          {devices.map((device) => (
            <DeviceCard key={device.id} device={device} events={events} now={now} onRename={() => setRenaming(device)} onRemove={() => setRemoving(device)} />
          ))}
        </Stack>
      )}
      <PrintServerHelp />
      <LicencesCard devices={devices.filter((device) => device.kind === 'kiosk')} />
      <PairDialog
        // Opened once the list is there, so the suggested name counts the tablets already paired.
        opened={(pairing || linkedCode !== null) && !query.isPending}
        initialCode={linkedCode ?? ''}
        suggestedName={t('pair.defaultName', { number: devices.length + 1 })}
        events={events}
        onClose={closePairing}
      />
      <RenameDialog device={renaming} onClose={() => setRenaming(null)} />
      <RemoveDeviceDialog device={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
