import { sheetPixels } from '@booth/shared';
import { Box, Flex, Image, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutCanvasHandle } from '@/features/events/print-layout/layout-canvas';
import { LayoutSettings } from '@/features/events/print-layout/layout-settings';
import { LayoutToolbar } from '@/features/events/print-layout/layout-toolbar';
import { NodeList } from '@/features/events/print-layout/node-list';
import { NodeProperties } from '@/features/events/print-layout/node-properties';
import type { LayoutKind } from '@/features/events/print-layout/use-creator-history';
import { useLayoutEditor } from '@/features/events/print-layout/use-layout-editor';

// Konva is large; the editor loads it only when a layout is opened.
const LayoutCanvas = lazy(() => import('@/features/events/print-layout/layout-canvas'));

const CANVAS_MAX_HEIGHT = 560;

/** Whether this browser draws on a 2D canvas at all (Konva needs one). */
function canvasSupported(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** One capture kind's layout: its settings, the tools, the paper and the side panel of its nodes. */
export function LayoutWorkbench({ path, kind }: { path: string; kind: LayoutKind }) {
  const { t } = useTranslation('print-layout');
  const editor = useLayoutEditor(path, kind);
  const canvas = useRef<LayoutCanvasHandle>(null);
  const { ref: area, width } = useElementSize();
  const [supported] = useState(canvasSupported);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const descriptionId = useId();
  const sheet = sheetPixels(editor.resolved.sheet);

  const openPreview = () => {
    const url = canvas.current?.exportSheet() ?? '';
    setPreviewFailed(url === '');
    setPreview(url);
  };

  return (
    <Stack gap="sm" onKeyDown={editor.onKeyDown} data-testid="layout-workbench" data-kind={kind}>
      <LayoutSettings editor={editor} />
      <LayoutToolbar editor={editor} onPreview={openPreview} />
      <Flex gap="sm" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Paper withBorder radius="md" p="xs" bg="gray.1" style={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
          <Box
            ref={area}
            tabIndex={0}
            role="application"
            aria-roledescription={t('canvas.label')}
            aria-label={t('canvas.label')}
            aria-describedby={descriptionId}
            onMouseDown={(event) => event.currentTarget.focus()}
            style={{ display: 'flex', justifyContent: 'center', outlineOffset: 2 }}
            data-testid="layout-canvas"
          >
            {!supported ? null : width > 0 && (
              <Suspense fallback={<Loader size="sm" m="xl" />}>
                <LayoutCanvas ref={canvas} editor={editor} width={width} maxHeight={CANVAS_MAX_HEIGHT} />
              </Suspense>
            )}
          </Box>
          <Text id={descriptionId} size="xs" c="dimmed" mt={6} data-testid="layout-canvas-description">
            {t('paper.canvasSize', { width: editor.paper.width, height: editor.paper.height })} · {t('canvas.description', { width: editor.paper.width, height: editor.paper.height })}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="sm" w={{ base: '100%', md: 280 }} style={{ flex: 'none' }}>
          <Stack gap="md">
            <NodeList editor={editor} />
            <NodeProperties editor={editor} />
          </Stack>
        </Paper>
      </Flex>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={t('preview.title')} size="lg" centered>
        {previewFailed ? (
          <Text c="red">{t('preview.failed')}</Text>
        ) : (
          <Stack gap="xs" align="center">
            <Image src={preview} alt={t('preview.image')} mah="70vh" fit="contain" style={{ boxShadow: '0 2px 12px rgba(0,0,0,0.25)' }} data-testid="layout-preview-image" />
            <Text size="xs" c="dimmed">
              {t('preview.sheet', sheet)}
            </Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
