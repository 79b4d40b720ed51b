import '@/features/events/events-i18n';
import { type MosaicResolution, mosaicResolutionNames, mosaicResolutions } from '@booth/shared';
import { Alert, Button, Group, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDownloadMosaicExport } from '@/features/events/api/download-mosaic-export';
import { useMosaicStatus } from '@/features/events/api/get-mosaic-status';
import { useResetMosaic } from '@/features/events/api/reset-mosaic';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useLocalePath } from '@/lib/locale';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export interface MosaicPanelProps {
  slug: string;
  /** The mosaic's own resolution: the export's preselected size. */
  resolution: MosaicResolution;
  /** A card of its own (the campaign page) rather than a part of the editor's mosaic section. */
  card?: boolean;
}

/**
 * The organiser's mosaic wall at a glance (campaigns §2 Presentation): how many pictures hold a cell
 * and how many wait, the wall's page, the finished mosaic as a JPEG in a chosen resolution (rendered by
 * the server from the stored placements) and a reset of the wall after a confirmation. Shown only to
 * a Gold plan with the mosaic on; the caller decides that.
 */
export function MosaicPanel({ slug, resolution, card = false }: MosaicPanelProps) {
  const { t, i18n } = useTranslation('events');
  const errorMessage = useApiErrorMessage();
  const to = useLocalePath();
  const status = useMosaicStatus(slug);
  const reset = useResetMosaic(slug);
  const download = useDownloadMosaicExport(slug);
  const [exportResolution, setExportResolution] = useState<MosaicResolution>(resolution);
  const [confirming, setConfirming] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const data = status.data;
  // A status that says the plan does not include the mosaic (any more) hides the panel, as the editor does.
  if (data && !data.planAllows) return null;
  const filled = data ? data.pictures + data.statics : 0;

  return (
    <Paper withBorder radius={card ? 'lg' : 'md'} p={card ? 'lg' : 'md'} data-testid="mosaic-panel">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={card ? 2 : 3} fz={card ? 'lg' : 'md'}>
            {t('mosaic.panel.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('mosaic.panel.intro')}
          </Text>
        </Stack>
        {status.isPending && <Skeleton height={64} radius="md" />}
        {status.isError && (
          <Alert color="red" variant="light" data-testid="mosaic-status-error">
            {errorMessage(status.error)}
          </Alert>
        )}
        {data && (
          <>
            {!data.enabled && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="mosaic-panel-not-saved">
                {t('mosaic.panel.notSaved')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Stat label={t('mosaic.panel.placed')} value={t('mosaic.panel.placedValue', { placed: number.format(filled), cells: number.format(data.grid.columns * data.grid.rows) })} testId="mosaic-status-placed" />
              <Stat label={t('mosaic.panel.waiting')} value={number.format(data.waiting)} testId="mosaic-status-waiting" />
              <Stat label={t('mosaic.panel.grid')} value={t('mosaic.panel.gridValue', { columns: data.grid.columns, rows: data.grid.rows })} testId="mosaic-status-grid" />
            </SimpleGrid>
            <Progress value={(100 * filled) / Math.max(1, data.grid.columns * data.grid.rows)} size="sm" radius="xl" aria-label={t('mosaic.panel.placed')} />
            <Text size="xs" c="dimmed" data-testid="mosaic-status-detail">
              {t('mosaic.panel.detail', { pictures: number.format(data.pictures), statics: number.format(data.statics), fillers: number.format(data.fillers) })}
            </Text>
            {!data.hasTarget && (
              <Text size="xs" c="orange" data-testid="mosaic-status-no-target">
                {t('mosaic.panel.noTarget')}
              </Text>
            )}
          </>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button
            component="a"
            href={to(`/mosaic/${encodeURIComponent(slug)}`)}
            target="_blank"
            rel="noopener"
            variant="default"
            rightSection={<IconExternalLink size={14} />}
            data-testid="mosaic-open-wall"
          >
            {t('mosaic.panel.openWall')}
          </Button>
          <Select
            label={t('mosaic.panel.exportResolution')}
            value={exportResolution}
            data={mosaicResolutionNames.map((name) => ({ value: name, label: `${name} (${mosaicResolutions[name].width} × ${mosaicResolutions[name].height})` }))}
            onChange={(next) => next && setExportResolution(next as MosaicResolution)}
            allowDeselect={false}
            w={210}
            data-testid="mosaic-export-resolution"
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(exportResolution, {
                onError: (error) => notifications.show({ color: 'red', message: t('mosaic.panel.exportFailed', { reason: errorMessage(error) }) }),
              })
            }
            data-testid="mosaic-export"
          >
            {t('mosaic.panel.export')}
          </Button>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={() => setConfirming(true)} data-testid="mosaic-reset">
            {t('mosaic.panel.reset')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('mosaic.panel.resetTitle')}
        confirmLabel={t('mosaic.panel.resetConfirm')}
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'teal', message: t('mosaic.panel.resetDone') });
            },
            onError: (error) => notifications.show({ color: 'red', message: t('mosaic.panel.resetFailed', { reason: errorMessage(error) }) }),
          })
        }
        testId="mosaic-reset-dialog"
      >
        {t('mosaic.panel.resetText')}
      </ConfirmDialog>
    </Paper>
  );
}
