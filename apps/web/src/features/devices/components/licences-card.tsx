import type { Device, Licence } from '@booth/shared';
import { Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCertificate, IconCircleCheck, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAttachLicence, useDetachLicence } from '@/features/devices/api/attach-licence';
import { useLicences } from '@/features/devices/api/get-licences';
import { formatDay } from '@/features/devices/relative-time';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useLocale } from '@/lib/locale';

/** A free licence goes to a tablet that has none (a device holds at most one). */
function AttachSelect({ licence, label, devices }: { licence: Licence; label: string; devices: readonly Device[] }) {
  const { t } = useTranslation('devices');
  const errorReason = useApiErrorMessage();
  const attach = useAttachLicence();
  const candidates = devices.filter((device) => !device.licence);
  const onChange = (deviceId: string | null) => {
    if (!deviceId) return;
    const device = candidates.find((candidate) => candidate.id === deviceId);
    attach.mutate(
      { id: licence.id, deviceId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('licences.attached', { name: device?.name ?? '' }) }),
        onError: (error) => notifications.show({ color: 'red', message: t('licences.failed', { reason: errorReason(error) }) }),
      },
    );
  };
  return (
    <Select
      aria-label={t('licences.attachTo', { licence: label })}
      placeholder={candidates.length > 0 ? t('licences.attachPlaceholder') : t('licences.noCandidates')}
      data={candidates.map((device) => ({ value: device.id, label: device.name }))}
      value={null}
      onChange={onChange}
      disabled={candidates.length === 0 || attach.isPending}
      size="xs"
      w={220}
      comboboxProps={{ withinPortal: true }}
      data-testid={`licence-attach-${licence.id}`}
    />
  );
}

function LicenceRow({ licence, label, devices, onDetach }: { licence: Licence; label: string; devices: readonly Device[]; onDetach: () => void }) {
  const { t } = useTranslation('devices');
  const locale = useLocale();
  const date = formatDay(licence.expireAt, locale);
  return (
    <Table.Tr data-testid="licence" data-licence-id={licence.id}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" c={licence.valid ? 'teal.9' : 'red.9'} data-testid="licence-validity">
          {licence.valid ? <IconCircleCheck size={16} aria-hidden /> : <IconAlertCircle size={16} aria-hidden />}
          <Text size="sm" fw={600}>
            {licence.valid ? t('licences.validUntil', { date }) : t('licences.expiredOn', { date })}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td data-testid="licence-device">
        {licence.device ? (
          <Text size="sm">{licence.device.name}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('licences.free')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {licence.device ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconUnlink size={14} />}
            onClick={onDetach}
            aria-label={t('licences.detachFrom', { name: licence.device.name })}
            data-testid="licence-detach"
          >
            {t('licences.detach')}
          </Button>
        ) : licence.valid ? (
          <Group justify="flex-end">
            <AttachSelect licence={licence} label={label} devices={devices} />
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Licences (campaigns §3 Licence, GET /licenses): each lets one tablet start campaigns. They come with
 * the plan; here they are attached to a tablet without one, or detached to move them.
 */
export function LicencesCard({ devices }: { devices: readonly Device[] }) {
  const { t } = useTranslation('devices');
  const errorReason = useApiErrorMessage();
  const query = useLicences();
  const detach = useDetachLicence();
  const [detaching, setDetaching] = useState<Licence | null>(null);
  const licences = query.data?.items ?? [];
  const attached = licences.filter((licence) => licence.device).length;
  const onDetach = () => {
    if (!detaching) return;
    detach.mutate(detaching.id, {
      onSuccess: () => notifications.show({ message: t('licences.detached', { name: detaching.device?.name ?? '' }) }),
      onError: (error) => notifications.show({ color: 'red', message: t('licences.failed', { reason: errorReason(error) }) }),
      onSettled: () => setDetaching(null),
    });
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="licences">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <IconCertificate size={24} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-brand-6)' }} />
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {t('licences.title')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="licences-intro">
                {t('licences.intro')}
              </Text>
            </Stack>
          </Group>
          {licences.length > 0 && (
            <Badge variant="outline" color="gray" data-testid="licences-summary">
              {t('licences.summary', { attached, total: licences.length })}
            </Badge>
          )}
        </Group>
        {query.isPending ? (
          <Skeleton height={72} radius="md" />
        ) : query.isError ? (
          <ApiErrorAlert error={query.error} testId="licences-error" />
        ) : licences.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="licences-empty">
            {t('licences.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('licences.columns.licence')}</Table.Th>
                  <Table.Th>{t('licences.columns.validity')}</Table.Th>
                  <Table.Th>{t('licences.columns.device')}</Table.Th>
                  <Table.Th ta="right">{t('licences.columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licences.map((licence, index) => (
                  <LicenceRow
                    key={licence.id}
                    licence={licence}
                    label={t('licences.label', { number: index + 1 })}
                    devices={devices}
                    onDetach={() => setDetaching(licence)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={detaching !== null}
        title={t('licences.detachTitle', { name: detaching?.device?.name ?? '' })}
        confirmLabel={t('licences.detach')}
        onConfirm={onDetach}
        onCancel={() => setDetaching(null)}
        loading={detach.isPending}
        testId="licence-detach-dialog"
      >
        {t('licences.detachText')}
      </ConfirmDialog>
    </Card>
  );
}
