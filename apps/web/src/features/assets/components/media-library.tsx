import { type Asset, type AssetType, isAssetType } from '@booth/shared';
import { Alert, Button, CloseButton, EmptyState, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCloudUpload, IconPhotoOff, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useUser } from '@/features/auth/api/get-user';
import { useAssets } from '@/features/assets/api/get-assets';
import { useKindOptions } from '@/features/assets/asset-kinds';
import { assetName } from '@/features/assets/asset-name';
import { AssetGrid, AssetGridSkeleton } from '@/features/assets/components/asset-grid';
import { AssetLightbox } from '@/features/assets/components/asset-lightbox';
import { AssetMenuItems } from '@/features/assets/components/asset-menu';
import { AssetUploader } from '@/features/assets/components/asset-uploader';
import { useAssetActions } from '@/features/assets/hooks/use-asset-actions';
import { useUploadQueue } from '@/features/assets/hooks/use-upload-queue';
import { apiErrorMessage } from '@/lib/api-error-message';

type Scope = 'own' | 'public';

export const SEARCH_DEBOUNCE_MS = 300;

/** The media tab of /assets: filters, upload, the grid with paging, the lightbox and the item actions. */
export function MediaLibrary() {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const { data: user } = useUser();
  const [scope, setScope] = useState<Scope>('own');
  const [kind, setKind] = useState<AssetType | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Asset | null>(null);
  const kindOptions = useKindOptions();
  const queue = useUploadQueue();
  const actions = useAssetActions();
  const query = useAssets({ assetType: kind, isPublic: scope === 'public', q });

  const assets = query.data?.pages.flatMap((page) => page.assets) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const filtered = kind !== null || q !== '';
  const admin = user?.admin ?? false;

  const menuFor = (asset: Asset) => (
    <AssetMenuItems
      asset={asset}
      admin={admin}
      canDelete={asset.customerId === user?.id}
      onDownload={actions.download}
      onCopyLink={(target) => void actions.copyLink(target)}
      onSetPublic={actions.setPublic}
      onDelete={setPendingDelete}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={scope}
          onChange={(value) => setScope(value === 'public' ? 'public' : 'own')}
          data={[
            { value: 'own', label: t('scope.own') },
            { value: 'public', label: t('scope.public') },
          ]}
          aria-label={t('scope.label')}
          data-testid="assets-scope"
        />
        <Button
          leftSection={uploadOpen ? undefined : <IconUpload size={18} />}
          variant={uploadOpen ? 'default' : 'filled'}
          onClick={() => setUploadOpen((open) => !open)}
          aria-expanded={uploadOpen}
          data-testid="assets-upload-toggle"
        >
          {uploadOpen ? t('upload.close') : t('upload.open')}
        </Button>
      </Group>

      {uploadOpen && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="upload-panel">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg">
              {t('upload.title')}
            </Title>
            <CloseButton onClick={() => setUploadOpen(false)} aria-label={t('upload.close')} />
          </Group>
          <AssetUploader queue={queue} defaultKind={kind} />
        </Paper>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          data={kindOptions}
          value={kind}
          onChange={(value) => setKind(isAssetType(value) ? value : null)}
          clearable
          searchable
          w={{ base: '100%', xs: 280 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="assets-kind-filter"
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={search ? <CloseButton size="sm" onClick={() => setSearch('')} aria-label={t('filters.clearSearch')} /> : null}
          style={{ flex: 1 }}
          miw={200}
          type="search"
          data-testid="assets-search"
        />
        {query.isSuccess && (
          <Text size="sm" c="dimmed" pb={8} data-testid="assets-total">
            {t('list.total', { count: total })}
          </Text>
        )}
      </Group>

      {query.isPending ? (
        <AssetGridSkeleton />
      ) : query.isError && assets.length === 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('error.title')} data-testid="assets-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{apiErrorMessage(tc, query.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()} data-testid="assets-retry">
              {t('error.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : assets.length === 0 ? (
        <Paper withBorder radius="lg" py={48} px="md" data-testid="assets-empty">
          <EmptyState
            icon={filtered ? <IconSearch size={28} /> : scope === 'public' ? <IconPhotoOff size={28} /> : <IconCloudUpload size={28} />}
            variant="light"
            title={filtered ? t('empty.filteredTitle') : scope === 'public' ? t('empty.publicTitle') : t('empty.ownTitle')}
            description={filtered ? t('empty.filteredText') : scope === 'public' ? t('empty.publicText') : t('empty.ownText')}
          >
            {!filtered && scope === 'own' && !uploadOpen && (
              <EmptyState.Actions>
                <Button leftSection={<IconUpload size={18} />} onClick={() => setUploadOpen(true)} data-testid="assets-empty-upload">
                  {t('empty.upload')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <Stack gap="lg">
          <AssetGrid assets={assets} onOpen={setLightboxIndex} menuFor={menuFor} />
          {query.isFetchNextPageError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="assets-more-error">
              {apiErrorMessage(tc, query.error)}
            </Alert>
          )}
          <Stack align="center" gap={6}>
            <Text size="sm" c="dimmed" data-testid="assets-shown">
              {t('list.shown', { shown: assets.length, total: Math.max(total, assets.length) })}
            </Text>
            {query.hasNextPage && (
              <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="assets-load-more">
                {t('list.loadMore')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}

      <AssetLightbox assets={assets} index={lightboxIndex} onIndexChange={setLightboxIndex} onClose={() => setLightboxIndex(null)} />

      <ConfirmDialog
        opened={pendingDelete !== null}
        title={t('confirmDelete.title')}
        confirmLabel={t('confirmDelete.confirm')}
        loading={actions.removing}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) actions.remove(pendingDelete, { onDone: () => setPendingDelete(null) });
        }}
        testId="asset-delete-dialog"
      >
        {pendingDelete ? t('confirmDelete.text', { name: assetName(pendingDelete) }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
