import {
  boomerangSequence,
  capturePlan,
  filterReachesBackground,
  reviewedProcessing,
  type GifSpeed,
  type GuestAdjustments as Adjustments,
  type GuestAsset,
  type GuestTextKey,
} from '@booth/shared';
import { useCallback, useDeferredValue, useMemo, useReducer, useState, type CSSProperties } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { loadImage } from '@/guest/booth/capture/frame-geometry';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { GuestAdjustments } from '@/guest/kiosk/processing/guest-adjustments';
import { useReviewPersonMask } from '@/guest/kiosk/person-mask/review-person-mask';
import { useGuest } from '@/guest/shared/guest-context';
import { PEN_COLOURS } from './colour-row';
import { DrawPanel } from './draw-panel';
import { brushWidth, editLayerReducer, initialEditLayer, type BrushSize } from './edit-layers';
import { EmojiPanel } from './emoji-panel';
import { FilterPanel } from './filter-panel';
import { GifSpeedPanel } from './gif-speed-panel';
import { ItemActions } from './item-actions';
import { exportEditLayer } from './layer-export';
import type { Recolouring } from './picture-compose';
import type { ReviewPicture } from './picture-sources';
import { PictureStage, type Playback } from './picture-stage';
import type { ApprovedEdits } from './review-editor';
import type { ReviewOptions } from './review-options';
import { StickerPanel } from './sticker-panel';
import { TextPanel } from './text-panel';
import { ToolIcon } from './tool-icons';
import styles from './review-editor.module.css';

type ToolName = 'draw' | 'emoji' | 'stickers' | 'text' | 'filter' | 'adjust' | 'gifSpeed';
const TOOL_LABELS: Record<ToolName, GuestTextKey> = {
  draw: 'review.tool.draw',
  emoji: 'review.tool.emoji',
  stickers: 'review.tool.stickers',
  text: 'review.tool.text',
  filter: 'review.tool.filter',
  adjust: 'review.tool.adjust',
  gifSpeed: 'review.tool.gifSpeed',
};

/** The tools this capture gets, in the toolbar's order. */
function offeredTools(options: ReviewOptions): ToolName[] {
  const offered: Record<ToolName, boolean> = { ...options.tools, filter: options.filters.length > 0, adjust: options.adjustments.length > 0, gifSpeed: options.gifSpeed };
  return (Object.keys(TOOL_LABELS) as ToolName[]).filter((tool) => offered[tool]);
}

/**
 * The review screen with its picture loaded: stage, the enabled tools, Retake and Approve. In
 * landscape the tools fill the column beside the picture as large buttons until one is chosen; then
 * they shrink to a row above the chosen tool's panel.
 */
export function ReviewTools(props: {
  capture: CapturedMedia;
  picture: ReviewPicture;
  options: ReviewOptions;
  style: CSSProperties;
  onApprove: (edits: ApprovedEdits) => void;
  onRetake: () => void;
}) {
  const { capture, picture, options } = props;
  const { event, t } = useGuest();
  const [layer, dispatch] = useReducer(editLayerReducer, picture.size, initialEditLayer);
  const [tool, setTool] = useState<ToolName | null>(null);
  const [penColor, setPenColor] = useState<string>(PEN_COLOURS[0].value);
  const [brush, setBrush] = useState<BrushSize>('medium');
  const [chosenFilter, setChosenFilter] = useState<string | null>(null);
  const [gifSpeed, setGifSpeed] = useState<GifSpeed>(1);
  const [adjustments, setAdjustments] = useState<Adjustments>({});
  // A slider sends many values while it moves; the picture follows when the browser has time.
  const shownAdjustments = useDeferredValue(adjustments);
  const [stickers, setStickers] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const tools = offeredTools(options);

  const filterId = options.preset?.id ?? chosenFilter;
  // The halo on an opaque photo needs the person mask the kiosk makes after the capture (null until then).
  const personMask = useReviewPersonMask();
  const recolouringFor = useCallback(
    (id: string | null): Recolouring | null => {
      // Null for a photo layout too: its preview is one composed picture, frame included, shown as taken.
      const processing = reviewedProcessing(event, options.review, capture, { filterId: id, adjustments: shownAdjustments });
      return processing ? { processing, background: filterReachesBackground(options.review), personMask } : null;
    },
    [capture, event, options.review, shownAdjustments, personMask],
  );
  const recolouring = useMemo(() => recolouringFor(filterId), [recolouringFor, filterId]);

  const playback = useMemo<Playback>(() => {
    const count = picture.frames.length;
    const order = capture.kind === 'boomerang' ? boomerangSequence(count) : Array.from({ length: count }, (_, index) => index);
    const speed = options.gifSpeed ? gifSpeed : 1;
    return { order, fps: capturePlan(event.shutter, capture.kind).playbackFps * speed };
  }, [picture.frames.length, capture.kind, event.shutter, options.gifSpeed, gifSpeed]);

  const placeSticker = (sticker: GuestAsset) => {
    const aspect = sticker.width && sticker.height ? sticker.width / sticker.height : 1;
    dispatch({ type: 'place', item: { type: 'sticker', assetId: sticker.id, src: sticker.src, aspect } });
    if (!stickers.has(sticker.src)) {
      void loadImage(sticker.src)
        .then((image) => setStickers((known) => new Map(known).set(sticker.src, image)))
        .catch(() => undefined);
    }
  };

  const approve = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const png = await exportEditLayer(layer.items, picture.size, stickers);
      const offered = Object.fromEntries(Object.entries(adjustments).filter(([key]) => options.adjustments.includes(key as keyof Adjustments)));
      props.onApprove({ meta: { filterId, gifSpeed: options.gifSpeed ? gifSpeed : 1, adjustments: offered, layer: png !== null }, layer: png });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const selected = tool !== 'draw' && layer.selectedId ? layer.selectedId : null;
  // Nothing chosen: the tools are the column's content (large buttons in landscape), not an empty panel.
  const choosing = !tool && !selected;

  return (
    <section className={styles.screen} style={props.style} aria-labelledby="review-title" data-testid="review-editor">
      <PictureStage
        picture={picture}
        recolouring={recolouring}
        playback={playback}
        state={layer}
        dispatch={dispatch}
        mode={tool === 'draw' ? 'draw' : 'arrange'}
        brush={{ color: penColor, width: brushWidth(picture.size, brush) }}
        stickers={stickers}
        label={t('review.picture')}
      />
      <div className={styles.side} data-tools={tools.length > 0 ? 'some' : 'none'}>
        <h2 id="review-title" className={styles.heading}>
          {t('kiosk.review.title')}
        </h2>
        {tools.length > 0 ? (
          <div className={styles.tools} role="toolbar" aria-label={t('review.tools')} data-expanded={choosing} data-testid="review-tools">
            {tools.map((name) => (
              <button key={name} type="button" className={styles.tool} aria-pressed={tool === name} onClick={() => setTool(tool === name ? null : name)} data-testid={`review-tool-${name}`}>
                <ToolIcon name={name} className={styles.toolIcon} />
                <span>{t(TOOL_LABELS[name])}</span>
              </button>
            ))}
            {Object.values(options.tools).some(Boolean) ? (
              <button type="button" className={styles.tool} disabled={layer.past.length === 0} onClick={() => dispatch({ type: 'undo' })} data-testid="review-undo">
                <ToolIcon name="undo" className={styles.toolIcon} />
                <span>{t('review.undo')}</span>
              </button>
            ) : null}
          </div>
        ) : null}
        {choosing ? null : (
          <div className={styles.panel} data-testid="review-panel">
            {selected ? (
              <ItemActions
                onScale={(factor) => dispatch({ type: 'scaleBy', id: selected, factor, step: true })}
                onRemove={() => dispatch({ type: 'remove', id: selected })}
                onDone={() => dispatch({ type: 'select', id: null })}
              />
            ) : null}
            {tool === 'draw' ? <DrawPanel color={penColor} onColor={setPenColor} brush={brush} onBrush={setBrush} /> : null}
            {tool === 'emoji' ? <EmojiPanel onPick={(emoji) => dispatch({ type: 'place', item: { type: 'emoji', emoji } })} /> : null}
            {tool === 'stickers' ? <StickerPanel stickers={options.stickers} onPick={placeSticker} /> : null}
            {tool === 'text' ? <TextPanel onAdd={(text, color) => dispatch({ type: 'place', item: { type: 'text', text, color } })} /> : null}
            {tool === 'filter' ? <FilterPanel picture={picture} filters={options.filters} value={chosenFilter} onChange={setChosenFilter} recolouringFor={recolouringFor} /> : null}
            {tool === 'adjust' ? <GuestAdjustments available={event.shutter.imageProcessing.availableForUser} value={adjustments} onChange={setAdjustments} /> : null}
            {tool === 'gifSpeed' ? <GifSpeedPanel value={gifSpeed} onChange={setGifSpeed} /> : null}
          </div>
        )}
        {failed ? (
          <p className={styles.error} role="alert">
            {t('system.error')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <BoothButton variant="secondary" className={styles.answer} onClick={props.onRetake} disabled={busy} testId="review-retake">
            {t('review.retake')}
          </BoothButton>
          <BoothButton className={styles.answer} onClick={() => void approve()} disabled={busy} testId="review-approve">
            {t('kiosk.review.approve')}
          </BoothButton>
        </div>
      </div>
    </section>
  );
}
