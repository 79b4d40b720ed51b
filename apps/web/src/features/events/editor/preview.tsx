import { type BoothType, type EventDimension, type EventVirtualDto, LOCALE_PREFIX, dimensionRatio, isEventDimension } from '@booth/shared';
import { Loader, Overlay } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewKind } from '@/features/events/editor/editor-tabs';
import { guestLocale } from '@/features/events/editor/guest-text-hints';
import { type PreviewLabels, previewDocument } from '@/features/events/editor/preview-html';
import { PREVIEW_MESSAGE, PREVIEW_READY } from '@/guest/booth/preview/preview-protocol';

/** Screens each guest page renders itself in preview mode (`?preview=`); the others keep the generated picture. */
const REAL_SCREENS: Record<BoothType, Partial<Record<PreviewKind, string>>> = {
  virtual: { start: 'start', shutter: 'shutter', sharing: 'share' },
  ipad: { start: 'attention', attention: 'attention', shutter: 'shutter', review: 'review', sharing: 'share' },
};
const GUEST_PAGE: Record<BoothType, string> = { virtual: '/booth/', ipad: '/kiosk/' };
const TAB_OF_SCREEN: Record<string, 'start' | 'capture' | 'review' | 'sharing'> = { start: 'start', attention: 'start', shutter: 'capture', review: 'review', share: 'sharing' };
export const PREVIEW_DEBOUNCE_MS = 150;

function frameStyle(dimension: string): React.CSSProperties {
  const ratio = isEventDimension(dimension) ? dimensionRatio(dimension as EventDimension) : 0.75;
  // Portrait formats are shown at a fixed height, landscape ones at full width.
  const size = ratio < 1 ? { height: 560, width: Math.round(560 * ratio), maxWidth: '100%' } : { width: '100%', aspectRatio: String(ratio) };
  return { border: 0, borderRadius: 16, background: '#fff', boxShadow: '0 6px 24px rgba(0,0,0,.12)', ...size };
}

/**
 * The real guest screen: the booth page in preview mode (`?preview=start|shutter|share`) in a frame.
 * Once it says it is ready, it gets the campaign with the unsaved settings, and again after every
 * change (debounced), only ever to this origin.
 */
function BoothPreview({ screen, page, slug, event, dimension }: { screen: string; page: string; slug: string; event: EventVirtualDto | null; dimension: string }) {
  const { t, i18n } = useTranslation('events');
  const frame = useRef<HTMLIFrameElement>(null);
  const src = `${LOCALE_PREFIX[guestLocale(i18n.language)]}${page}${encodeURIComponent(slug)}?preview=${screen}`;
  // The page that said it is ready; a new address (another language) has to say so again.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const ready = readyFor === src;

  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      const data = message.data as { type?: unknown } | null;
      if (message.origin !== window.location.origin || message.source !== frame.current?.contentWindow) return;
      if (data && data.type === PREVIEW_READY) setReadyFor(src);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  useEffect(() => {
    if (!ready || !event) return undefined;
    const post = () => frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, screen, event }, window.location.origin);
    const timer = window.setTimeout(post, PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [ready, event, screen]);

  return (
    <div style={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
      <iframe ref={frame} title={t('editor.previewScreen', { screen: t(`editor.tabs.${TAB_OF_SCREEN[screen] ?? 'start'}`) })} src={src} data-testid="editor-preview" data-kind={screen === 'share' ? 'sharing' : screen} data-ready={ready || undefined} style={frameStyle(dimension)} />
      {!ready && (
        <Overlay center backgroundOpacity={0.04} radius={16} aria-label={t('editor.previewLoading')}>
          <Loader size="sm" />
        </Overlay>
      )}
    </div>
  );
}

export interface PreviewProps {
  kind: PreviewKind;
  settings: unknown;
  dimension: string;
  customerId: string | null;
  slug: string;
  boothType: BoothType;
  /** The campaign as the guest page gets it, with the unsaved settings (null while they do not parse). */
  event: EventVirtualDto | null;
}

/** The live preview: the real guest screen where the booth has one, else a generated picture of the screen. */
export function Preview(props: PreviewProps) {
  const screen = REAL_SCREENS[props.boothType][props.kind];
  if (screen) return <BoothPreview key={`${props.boothType}-${screen}`} screen={screen} page={GUEST_PAGE[props.boothType]} slug={props.slug} event={props.event} dimension={props.dimension} />;
  return <GeneratedPreview {...props} />;
}

/** A sandboxed iframe (no scripts) drawn from the settings, for screens the guest page does not render (attention, review, microsite, presentation). */
function GeneratedPreview({ kind, settings, dimension, customerId }: PreviewProps) {
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
  return (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <iframe title={t('editor.preview')} sandbox="" srcDoc={html} data-testid="editor-preview" data-kind={kind} style={frameStyle(dimension)} />
    </div>
  );
}
