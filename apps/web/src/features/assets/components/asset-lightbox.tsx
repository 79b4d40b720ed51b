import { type Asset } from '@booth/shared';
import { Badge, Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FontSample } from '@/components/font-preview-card';
import { Lightbox, type LightboxItem } from '@/components/lightbox';
import { useFindRects } from '@/features/assets/api/get-find-rects';
import { framedKinds, useKindLabel } from '@/features/assets/asset-kinds';
import { assetName } from '@/features/assets/asset-name';
import { fontOf } from '@/features/assets/components/asset-grid';
import { useFormatBytes } from '@/lib/format-bytes';

interface AssetLightboxItem extends LightboxItem {
  asset: Asset;
}

function PhotoAreas({ asset }: { asset: Asset }) {
  const { data } = useFindRects(asset.id);
  if (!data) return null;
  return (
    <div style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} data-testid="photo-areas">
      {data.rects.map((rect, index) => (
        <div
          key={`${rect.x}-${rect.y}`}
          data-testid="photo-area"
          style={{
            position: 'absolute',
            left: `${(rect.x / data.width) * 100}%`,
            top: `${(rect.y / data.height) * 100}%`,
            width: `${(rect.width / data.width) * 100}%`,
            height: `${(rect.height / data.height) * 100}%`,
            border: '2px dashed var(--app-primary)',
            background: 'rgba(24, 218, 215, 0.18)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'white',
            fontWeight: 700,
            fontSize: 28,
            textShadow: '0 1px 3px rgba(0,0,0,0.6)',
          }}
        >
          {index + 1}
        </div>
      ))}
    </div>
  );
}

function PhotoAreaSummary({ asset }: { asset: Asset }) {
  const { t } = useTranslation('assets');
  const { data, isPending, isError } = useFindRects(asset.id);
  if (isError) return null;
  const text = isPending ? t('actions.photoAreasLoading') : data.rects.length ? t('actions.photoAreasCount', { count: data.rects.length }) : t('actions.photoAreasNone');
  return (
    <Text size="sm" c="gray.4" data-testid="photo-areas-summary">
      {text}
    </Text>
  );
}

export interface AssetLightboxProps {
  assets: readonly Asset[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The lightbox over the library, with the photo areas of overlays (find-rects) on request. */
export function AssetLightbox({ assets, index, onIndexChange, onClose }: AssetLightboxProps) {
  const { t, i18n } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const formatBytes = useFormatBytes();
  const kindLabel = useKindLabel();
  const [showAreas, setShowAreas] = useState(false);
  const items: AssetLightboxItem[] = assets.map((asset) => ({
    id: asset.id,
    name: assetName(asset),
    src: asset.src ?? asset.filePath,
    thumbnail: asset.thumbnailPath,
    mimetype: asset.mimetype,
    asset,
  }));
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  return (
    <Lightbox
      items={items}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      renderMedia={({ asset }) =>
        asset.assetType === 'font' ? (
          <div style={{ maxWidth: 900, padding: 24 }}>
            <FontSample key={asset.id} font={fontOf(asset)} size={64} color="white">
              {tc('fontPreview.sample')}
            </FontSample>
          </div>
        ) : null
      }
      renderOverlay={({ asset }) => (showAreas && framedKinds.has(asset.assetType) ? <PhotoAreas asset={asset} /> : null)}
      renderFooter={({ asset }) => (
        <Group justify="space-between" gap="md">
          <Group gap="xs" c="gray.3">
            <Badge variant="light" color="gray">
              {kindLabel(asset.assetType)}
            </Badge>
            <Text size="sm" data-testid="lightbox-details">
              {formatBytes(asset.fileSize)} · {t('details.uploaded', { date: dateFormat.format(new Date(asset.createdAt)) })}
            </Text>
            {asset.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray.4" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
          {framedKinds.has(asset.assetType) && (
            <Group gap="md">
              {showAreas && <PhotoAreaSummary asset={asset} />}
              <Switch
                checked={showAreas}
                onChange={(event) => setShowAreas(event.currentTarget.checked)}
                label={t('actions.photoAreas')}
                styles={{ label: { color: 'var(--mantine-color-gray-2)' } }}
                data-testid="photo-areas-toggle"
              />
            </Group>
          )}
        </Group>
      )}
    />
  );
}
