import { shortenFileName } from '@booth/shared';
import { Button, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useKindLabel } from '@/features/assets/asset-kinds';
import type { UploadItem, UploadQueue, UploadStatus } from '@/features/assets/hooks/use-upload-queue';
import { useUploadProblemText } from '@/features/assets/hooks/use-upload-texts';
import { useFormatBytes } from '@/lib/format-bytes';

const STATUS_COLOR: Record<UploadStatus, string> = {
  checking: 'gray',
  uploading: 'brand',
  done: 'teal',
  failed: 'red',
  rejected: 'orange',
};

function StatusIcon({ status }: { status: UploadStatus }) {
  const Icon = status === 'done' ? IconCheck : status === 'failed' || status === 'rejected' ? IconAlertTriangle : IconCloudUpload;
  return (
    <ThemeIcon size={32} radius="xl" variant="light" color={STATUS_COLOR[status]}>
      <Icon size={18} />
    </ThemeIcon>
  );
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const { t } = useTranslation('assets');
  const formatBytes = useFormatBytes();
  const kindLabel = useKindLabel();
  const problemText = useUploadProblemText()(item);
  const percent = Math.round(item.progress * 100);
  const busy = item.status === 'checking' || item.status === 'uploading';

  return (
    <Paper withBorder radius="md" p="sm" data-testid="upload-item" data-status={item.status} data-file={item.file.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <StatusIcon status={item.status} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate title={item.file.name}>
              {shortenFileName(item.file.name)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {kindLabel(item.kind)} · {formatBytes(item.file.size)}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {item.status === 'failed' && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => queue.retry(item.key)}
              data-testid="upload-retry"
            >
              {t('upload.retry')}
            </Button>
          )}
          {!busy && <CloseButton size="sm" onClick={() => queue.remove(item.key)} aria-label={t('upload.remove', { name: item.file.name })} />}
        </Group>
      </Group>
      {item.status !== 'rejected' && (
        <Progress
          mt="xs"
          size="sm"
          radius="xl"
          value={percent}
          color={STATUS_COLOR[item.status]}
          striped={item.status === 'uploading'}
          animated={item.status === 'uploading'}
          aria-label={item.file.name}
          data-testid="upload-progress"
          data-value={percent}
        />
      )}
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c={item.status === 'failed' || item.status === 'rejected' ? 'red.8' : 'dimmed'} data-testid="upload-status">
          {item.status === 'uploading' ? t('upload.status.uploading', { percent }) : t(`upload.status.${item.status}`)}
        </Text>
      </Group>
      {problemText && (
        <Stack gap={2} mt={4} data-testid="upload-error" role="alert">
          <Text size="sm" c="red.8">
            {problemText.title}
          </Text>
          {problemText.detail && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="upload-error-detail">
              {problemText.detail}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}

export function UploadList({ queue }: { queue: UploadQueue }) {
  const { t } = useTranslation('assets');
  if (queue.items.length === 0) return null;
  const hasFinished = queue.items.some((item) => item.status === 'done' || item.status === 'rejected');
  return (
    <Stack gap="xs" data-testid="upload-list">
      <Group justify="space-between">
        <Text size="sm" fw={700}>
          {t('upload.queue')}
        </Text>
        {hasFinished && (
          <Button size="compact-xs" variant="subtle" onClick={queue.clearFinished} data-testid="upload-clear-finished">
            {t('upload.clearFinished')}
          </Button>
        )}
      </Group>
      {queue.items.map((item) => (
        <UploadRow key={item.key} item={item} queue={queue} />
      ))}
    </Stack>
  );
}
