import type { Asset } from '@booth/shared';
import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FontSample } from '@/components/font-preview-card';
import { MediaItem } from '@/components/media-item';
import { useKindLabel } from '@/features/assets/asset-kinds';
import { assetName } from '@/features/assets/asset-name';

const COLS = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 } as const;

export function AssetGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation('assets');
  return (
    <SimpleGrid cols={COLS} spacing="md" aria-busy="true" aria-label={t('list.loading')} data-testid="assets-loading">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding={0}>
          <Skeleton height={168} radius={0} />
          <div style={{ padding: '8px 12px 10px' }}>
            <Skeleton height={12} width="80%" radius="sm" />
            <Skeleton height={10} width="50%" radius="sm" mt={8} />
          </div>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** What the font sample needs of a font asset. */
export function fontOf(asset: Asset) {
  return { id: asset.id, name: assetName(asset), family: asset.family ?? assetName(asset), src: asset.src ?? asset.filePath };
}

export interface AssetGridProps {
  assets: readonly Asset[];
  onOpen: (index: number) => void;
  menuFor?: (asset: Asset) => ReactNode;
  /** In a picker: the chosen asset, and clicking chooses. */
  selectedId?: string | null;
  selectLabel?: (asset: Asset) => string;
  testId?: string;
}

export function AssetGrid({ assets, onOpen, menuFor, selectedId, selectLabel, testId = 'asset-grid' }: AssetGridProps) {
  const kindLabel = useKindLabel();
  return (
    <SimpleGrid cols={COLS} spacing="md" data-testid={testId}>
      {assets.map((asset, index) => (
        <MediaItem
          key={asset.id}
          id={asset.id}
          name={assetName(asset)}
          mimetype={asset.mimetype}
          src={asset.src ?? asset.filePath}
          thumbnail={asset.thumbnailPath ?? asset.lazySrc ?? null}
          fileSize={asset.fileSize}
          kindLabel={kindLabel(asset.assetType)}
          isPublic={asset.isPublic}
          preview={asset.assetType === 'font' ? <FontSample font={fontOf(asset)}>Aa</FontSample> : undefined}
          onOpen={() => onOpen(index)}
          openLabel={selectLabel?.(asset)}
          menu={menuFor?.(asset)}
          selected={selectedId === undefined ? undefined : selectedId === asset.id}
        />
      ))}
    </SimpleGrid>
  );
}
