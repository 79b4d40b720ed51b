import '@mantine/dropzone/styles.css';
import '@/features/assets/assets-i18n';
import { ASSET_PAGE_MAX, type Asset, type AssetType, assetRule, mediaTypeInfo, shortenFileName } from '@booth/shared';
import { Alert, Button, CloseButton, Group, Input, Modal, Paper, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconBan, IconCloudUpload, IconPhoto, IconUpload } from '@tabler/icons-react';
import { type InputHTMLAttributes, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlaceholder } from '@/components/media-item';
import { MediaViewer } from '@/components/media-viewer';
import { useAssets } from '@/features/assets/api/get-assets';
import { useKindLabel } from '@/features/assets/asset-kinds';
import { assetName } from '@/features/assets/asset-name';
import { AssetGrid, AssetGridSkeleton } from '@/features/assets/components/asset-grid';
import { AssetUploader } from '@/features/assets/components/asset-uploader';
import { type UploadItem, type UploadQueue, useUploadQueue } from '@/features/assets/hooks/use-upload-queue';
import { useUploadProblemText } from '@/features/assets/hooks/use-upload-texts';
import { apiErrorMessage } from '@/lib/api-error-message';

export interface AssetPickerProps {
  /** Only assets of this kind are offered, and uploads in place are of this kind. */
  kind: AssetType;
  /** The chosen asset's id, or null for none. */
  value: string | null;
  onChange: (id: string | null, asset: Asset | null) => void;
  label?: string;
  description?: string;
  disabled?: boolean;
  testId?: string;
  /** The chosen asset when the caller already has it (a campaign's public starter designs, say): no lookup. */
  known?: Asset;
}

type Source = 'own' | 'public' | 'upload';

function PickerList({ kind, isPublic, value, onPick }: { kind: AssetType; isPublic: boolean; value: string | null; onPick: (asset: Asset) => void }) {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const query = useAssets({ assetType: kind, isPublic });
  const assets = query.data?.pages.flatMap((page) => page.assets) ?? [];
  if (query.isPending) return <AssetGridSkeleton count={6} />;
  if (query.isError && assets.length === 0) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="asset-picker-error">
        {apiErrorMessage(tc, query.error)}
      </Alert>
    );
  }
  if (assets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="asset-picker-empty">
        {isPublic ? t('empty.publicTitle') : t('empty.ownTitle')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <AssetGrid
        assets={assets}
        selectedId={value}
        onOpen={(index) => {
          const asset = assets[index];
          if (asset) onPick(asset);
        }}
        selectLabel={(asset) => t('picker.select', { name: assetName(asset) })}
        testId="asset-picker-grid"
      />
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The file picker's `accept` for a kind: its MIME types with their extensions. */
function acceptOf(kind: AssetType): Record<string, string[]> {
  return Object.fromEntries(assetRule(kind).types.map((type) => [type, mediaTypeInfo[type].extensions.map((ext) => `.${ext}`)]));
}

/** Why the latest upload into a slot did not happen, with a retry when the server failed. */
function SlotUploadProblem({ queue, item, testId }: { queue: UploadQueue; item: UploadItem; testId: string }) {
  const { t } = useTranslation('assets');
  const problem = useUploadProblemText()(item);
  return (
    <Alert color="red" variant="light" mt={6} p="xs" icon={<IconAlertCircle size={16} />} data-testid={`${testId}-upload-error`}>
      <Text size="xs" fw={600}>
        {problem?.title ?? t(`upload.status.${item.status}`)}
      </Text>
      {problem?.detail && <Text size="xs">{problem.detail}</Text>}
      {item.status === 'failed' && (
        <Button size="compact-xs" variant="subtle" mt={4} onClick={() => queue.retry(item.key)}>
          {t('upload.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** The state of the latest upload into a slot: progress while it runs, the reason when it did not happen. */
function SlotUploadState({ queue, testId }: { queue: UploadQueue; testId: string }) {
  const { t } = useTranslation('assets');
  const item = queue.items.at(-1);
  if (!item || item.status === 'done') return null;
  if (item.status === 'checking' || item.status === 'uploading') {
    const percent = Math.round(item.progress * 100);
    return (
      <Stack gap={2} mt={6} data-testid={`${testId}-progress`}>
        <Text size="xs" c="dimmed">
          {item.status === 'checking' ? t('upload.status.checking') : t('upload.status.uploading', { percent })}
        </Text>
        <Progress value={percent} size="sm" animated />
      </Stack>
    );
  }
  return <SlotUploadProblem queue={queue} item={item} testId={testId} />;
}

/**
 * Drop a file on a list of assets (overlays, backgrounds, stickers): it is checked against the
 * kind's rules, uploaded into the library and handed to `onUploaded`, which adds it to the list.
 */
export function AssetDropZone({ kind, onUploaded, testId = 'asset-drop' }: { kind: AssetType; onUploaded: (asset: Asset) => void; testId?: string }) {
  const { t } = useTranslation('assets');
  const queue = useUploadQueue({ onUploaded });
  return (
    <div>
      <Dropzone
        onDrop={() => {}}
        // Rejected files are queued too, so the pre-check can say why instead of them vanishing.
        onDropAny={(accepted, rejected) => queue.add([...accepted, ...rejected.map((rejection) => rejection.file)], kind, [])}
        accept={acceptOf(kind)}
        multiple
        radius="md"
        p="xs"
        data-testid={testId}
        inputProps={{ 'data-testid': `${testId}-input` } as InputHTMLAttributes<HTMLInputElement>}
      >
        <Group justify="center" gap="xs" style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconCloudUpload size={18} color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {t('upload.dropTitle')}
          </Text>
        </Group>
      </Dropzone>
      <SlotUploadState queue={queue} testId={testId} />
    </div>
  );
}

/** Looks the chosen asset up among the kind's assets (own first, then public). */
function useChosenAsset(kind: AssetType, value: string | null, remembered: Asset | null): Asset | null {
  const own = useAssets({ assetType: kind, limit: ASSET_PAGE_MAX }, { enabled: value !== null && remembered?.id !== value });
  const inOwn = own.data?.pages.flatMap((page) => page.assets).find((asset) => asset.id === value);
  const lookInPublic = value !== null && remembered?.id !== value && own.isSuccess && !inOwn;
  const pub = useAssets({ assetType: kind, isPublic: true, limit: ASSET_PAGE_MAX }, { enabled: lookInPublic });
  if (value === null) return null;
  if (remembered?.id === value) return remembered;
  return inOwn ?? pub.data?.pages.flatMap((page) => page.assets).find((asset) => asset.id === value) ?? null;
}

/**
 * Chooses one asset of a kind for a campaign setting: the current choice, a modal with the own and
 * the public assets of that kind, upload in place (the chosen file becomes the choice), and "none".
 * A file dropped on the slot (or picked with its upload button) is checked against the kind's rules,
 * uploaded into the library with its progress shown in the slot, and chosen.
 */
export function AssetPicker({ kind, value, onChange, label, description, disabled, testId = 'asset-picker', known }: AssetPickerProps) {
  const { t } = useTranslation('assets');
  const kindLabel = useKindLabel();
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(false);
  const [source, setSource] = useState<Source>('own');
  const [remembered, setRemembered] = useState<Asset | null>(null);
  const chosen = useChosenAsset(kind, value, remembered?.id === value ? remembered : (known ?? remembered));

  const pick = (asset: Asset | null) => {
    setRemembered(asset);
    onChange(asset?.id ?? null, asset);
    setOpened(false);
  };
  const queue = useUploadQueue({ onUploaded: pick });
  const slotQueue = useUploadQueue({ onUploaded: pick });
  const openFiles = useRef<() => void>(null);

  return (
    <Input.Wrapper label={label ?? kindLabel(kind)} description={description}>
      <Dropzone
        onDrop={() => {}}
        onDropAny={(accepted, rejected) => slotQueue.add([...accepted, ...rejected.map((rejection) => rejection.file)].slice(0, 1), kind, [])}
        accept={acceptOf(kind)}
        multiple={false}
        activateOnClick={false}
        openRef={openFiles}
        disabled={disabled}
        p={0}
        radius="md"
        mt={4}
        data-testid={`${testId}-dropzone`}
        inputProps={{ 'data-testid': `${testId}-file` } as InputHTMLAttributes<HTMLInputElement>}
        styles={{ root: { border: 0, background: 'none' } }}
      >
      <Paper withBorder radius="md" p="xs" data-testid={testId} data-value={value ?? ''}>
        <Group wrap="nowrap" gap="sm">
          <div
            style={{
              width: 64,
              height: 64,
              flex: 'none',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'var(--mantine-radius-sm)',
              background: 'var(--mantine-color-gray-1)',
              overflow: 'hidden',
            }}
          >
            {chosen ? (
              <MediaViewer
                src={chosen.src ?? chosen.filePath}
                thumbnail={chosen.thumbnailPath}
                mimetype={chosen.mimetype}
                alt={assetName(chosen)}
                style={{ maxWidth: 64, maxHeight: 64, objectFit: 'contain' }}
                fallback={<FilePlaceholder mimetype={chosen.mimetype} size={24} />}
              />
            ) : (
              <IconPhoto size={24} color="var(--mantine-color-gray-5)" />
            )}
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate title={chosen ? assetName(chosen) : undefined} data-testid={`${testId}-current`}>
              {chosen ? shortenFileName(assetName(chosen)) : value ? t('picker.chosenUnknown') : t('picker.none')}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {kindLabel(kind)}
            </Text>
          </div>
          <Button
            variant="subtle"
            size="xs"
            px={6}
            onClick={() => openFiles.current?.()}
            disabled={disabled}
            aria-label={t('upload.open')}
            title={t('upload.dropTitleSingle')}
            data-testid={`${testId}-upload`}
          >
            <IconUpload size={16} />
          </Button>
          <Button variant="default" size="xs" onClick={() => setOpened(true)} disabled={disabled} data-testid={`${testId}-open`}>
            {value ? t('picker.change') : t('picker.choose')}
          </Button>
          {value && !disabled && <CloseButton size="sm" onClick={() => pick(null)} aria-label={t('picker.clear')} data-testid={`${testId}-clear`} />}
        </Group>
        <SlotUploadState queue={slotQueue} testId={testId} />
      </Paper>
      </Dropzone>

      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('picker.title', { kind: kindLabel(kind) })}
        size="xl"
        fullScreen={phone}
        radius="lg"
        data-testid={`${testId}-modal`}
      >
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              value={source}
              onChange={(next) => setSource(next === 'public' || next === 'upload' ? next : 'own')}
              data={[
                { value: 'own', label: t('scope.own') },
                { value: 'public', label: t('scope.public') },
                { value: 'upload', label: t('picker.uploadNew') },
              ]}
              data-testid={`${testId}-source`}
            />
            <Button variant="subtle" color="gray" leftSection={<IconBan size={16} />} onClick={() => pick(null)} data-testid={`${testId}-none`}>
              {t('picker.noneOption')}
            </Button>
          </Group>
          {source === 'upload' ? (
            <AssetUploader queue={queue} kind={kind} multiple={false} />
          ) : (
            <PickerList kind={kind} isPublic={source === 'public'} value={value} onPick={pick} />
          )}
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
