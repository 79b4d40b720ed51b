import '@/features/events/events-i18n';
import { MOSAIC_MAX_CELLS } from '@booth/shared';
import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MosaicPreviewModel, gridLineOpacity, mosaicGridPath } from '@/features/events/mosaic/mosaic-preview-model';

/** The panel's width before it is measured (and in jsdom, which has no layout). */
const ASSUMED_WIDTH = 560;
/** The preview is never taller than this, so the fields under it stay in view (SD is nearly square). */
const MAX_HEIGHT = 380;

/** The rendered width of an element, following resizes. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(ASSUMED_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export interface MosaicGridPreviewProps {
  /** Null while a setting does not parse. */
  model: MosaicPreviewModel | null;
  /** The target picture (its thumbnail), or null when none is chosen. */
  imageUrl: string | null;
}

/**
 * The mosaic as the wall lays it out: the resolution's canvas in the background colour, the grid
 * centred on it with the target picture under it, the cell borders drawn as one SVG path. Says the
 * grid in numbers too (columns × rows, cell size) and when the settings were adjusted.
 */
export function MosaicGridPreview({ model, imageUrl }: MosaicGridPreviewProps) {
  const { t, i18n } = useTranslation('events');
  const [ref, width] = useWidth<HTMLDivElement>();
  const path = useMemo(() => (model ? mosaicGridPath(model.grid) : ''), [model]);
  if (!model) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="mosaic-preview-invalid">
        {t('mosaic.preview.invalid')}
      </Alert>
    );
  }
  const { canvas, grid, offset } = model;
  const number = new Intl.NumberFormat(i18n.language);
  const shownWidth = Math.min(width, (MAX_HEIGHT * canvas.width) / canvas.height);
  const cellPixels = (shownWidth * grid.cellSize) / canvas.width;
  const summary = t('mosaic.preview.summary', { columns: number.format(grid.columns), rows: number.format(grid.rows), cells: number.format(grid.cells) });
  const cellSize = t(model.automatic ? 'mosaic.preview.cellAutomatic' : 'mosaic.preview.cellFixed', { size: number.format(grid.cellSize) });
  return (
    <Stack gap={6} data-testid="mosaic-preview">
      <Box ref={ref} style={{ width: '100%' }}>
        <svg
          viewBox={`0 0 ${canvas.width} ${canvas.height}`}
          role="img"
          aria-label={`${summary}, ${cellSize}`}
          style={{ display: 'block', width: shownWidth, maxWidth: '100%', height: 'auto', margin: '0 auto', borderRadius: 8, boxShadow: '0 4px 16px rgba(0,0,0,.15)' }}
          data-testid="mosaic-preview-canvas"
        >
          <rect width={canvas.width} height={canvas.height} fill={model.backgroundColor} />
          <g transform={`translate(${offset.x} ${offset.y})`}>
            {imageUrl ? (
              <image href={imageUrl} width={grid.width} height={grid.height} preserveAspectRatio="xMidYMid slice" data-testid="mosaic-preview-target" />
            ) : (
              <rect width={grid.width} height={grid.height} fill="#868e96" fillOpacity={0.35} />
            )}
            <path
              d={path}
              fill="none"
              stroke="#ffffff"
              strokeOpacity={gridLineOpacity(cellPixels)}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
              shapeRendering="crispEdges"
              data-testid="mosaic-preview-grid"
              data-columns={grid.columns}
              data-rows={grid.rows}
              data-cell-size={grid.cellSize}
            />
          </g>
        </svg>
      </Box>
      <Group gap="md" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600} data-testid="mosaic-preview-summary">
          {summary}
        </Text>
        <Text size="sm" c="dimmed" data-testid="mosaic-preview-cell">
          {cellSize}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" data-testid="mosaic-preview-size">
        {t('mosaic.preview.size', { width: number.format(grid.width), height: number.format(grid.height), resolution: grid.resolution })}
        {imageUrl ? '' : ` · ${t('mosaic.preview.noTarget')}`}
      </Text>
      {model.raisedToLimit && (
        <Text size="xs" c="orange" data-testid="mosaic-preview-raised">
          <IconInfoCircle size={12} style={{ verticalAlign: -1, marginRight: 4 }} />
          {t('mosaic.preview.raised', { max: number.format(MOSAIC_MAX_CELLS) })}
        </Text>
      )}
      {model.fewerCellsThanExpected && (
        <Text size="xs" c="dimmed" data-testid="mosaic-preview-fewer">
          <IconInfoCircle size={12} style={{ verticalAlign: -1, marginRight: 4 }} />
          {t(`mosaic.preview.fewer.${model.whenFull}`, { expected: number.format(model.expectedPictures), cells: number.format(grid.cells) })}
        </Text>
      )}
    </Stack>
  );
}
