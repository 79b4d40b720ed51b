import { type EventDimension, dimensionRatio, isEventDimension } from '@booth/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewKind } from '@/features/events/editor/editor-tabs';
import { type PreviewLabels, previewDocument } from '@/features/events/editor/preview-html';

/** The live preview: a sandboxed iframe (no scripts) in the campaign's picture format. */
export function Preview({ kind, settings, dimension, customerId }: { kind: PreviewKind; settings: unknown; dimension: string; customerId: string | null }) {
  const { t } = useTranslation('events');
  const labels = useMemo<PreviewLabels>(
    () => ({
      start: t('preview.start'),
      takePicture: t('preview.takePicture'),
      countdown: t('preview.countdown'),
      share: t('preview.share'),
      email: t('preview.email'),
      print: t('preview.print'),
      qrCode: t('preview.qrCode'),
      download: t('preview.download'),
      finish: t('preview.finish'),
      gallery: t('preview.gallery'),
      review: t('preview.review'),
      again: t('preview.again'),
      next: t('preview.next'),
    }),
    [t],
  );
  const fontsHref = customerId ? `${window.location.origin}/api/fonts/${customerId}.css` : null;
  const html = useMemo(() => previewDocument(kind, settings, labels, fontsHref), [kind, settings, labels, fontsHref]);
  const ratio = isEventDimension(dimension) ? dimensionRatio(dimension as EventDimension) : 0.75;
  // Portrait formats are shown at a fixed height, landscape ones at full width.
  const style = ratio < 1 ? { height: 560, width: Math.round(560 * ratio), maxWidth: '100%' } : { width: '100%', aspectRatio: String(ratio) };
  return (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <iframe title={t('editor.preview')} sandbox="" srcDoc={html} data-testid="editor-preview" data-kind={kind} style={{ border: 0, borderRadius: 16, background: '#fff', boxShadow: '0 6px 24px rgba(0,0,0,.12)', ...style }} />
    </div>
  );
}
