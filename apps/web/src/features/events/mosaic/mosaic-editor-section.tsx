import { type MosaicResolution, mosaicResolutionNames } from '@booth/shared';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { planIncludes, useEditor } from '@/features/events/editor/editor-context';
import { getAt } from '@/features/events/editor/path';
import { MosaicGridPreview } from '@/features/events/mosaic/mosaic-grid-preview';
import { MosaicPanel } from '@/features/events/mosaic/mosaic-panel';
import { mosaicPreviewModel } from '@/features/events/mosaic/mosaic-preview-model';

/** Where the mosaic's settings sit in the campaign. */
export const MOSAIC_PATH = 'screens.presentation.mosaic';

function resolutionOf(value: unknown): MosaicResolution {
  return mosaicResolutionNames.find((name) => name === value) ?? 'HD';
}

/**
 * The editor's mosaic section beyond its fields: the live grid preview of the unsaved settings, and
 * the organiser's wall panel while the plan includes the mosaic (Gold).
 */
export function MosaicEditorSection() {
  const { settings, knownAsset, planLevel } = useEditor();
  const { slug = '' } = useParams();
  const draft = getAt(settings, MOSAIC_PATH);
  const model = useMemo(() => mosaicPreviewModel(draft), [draft]);
  const target = knownAsset(model?.pictureId ?? null);
  const imageUrl = target ? (target.thumbnailPath ?? target.src ?? target.filePath) : null;
  return (
    <Stack gap="md" data-testid="mosaic-editor-section">
      <MosaicGridPreview model={model} imageUrl={imageUrl} />
      {planIncludes(planLevel, 'Gold') && slug && <MosaicPanel slug={slug} resolution={resolutionOf(getAt(draft, 'resolution'))} />}
    </Stack>
  );
}
