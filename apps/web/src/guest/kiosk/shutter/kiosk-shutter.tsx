import { dimensionRatio, type UploadCaptureKind } from '@booth/shared';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import type { SampleStill } from '@/guest/booth/main/camera-stage';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { useGuest } from '@/guest/shared/guest-context';
import { arFrameProcessor } from '@/guest/kiosk/ar/ar-capture';
import { ArFilterChooser, initialArFilter } from '@/guest/kiosk/ar/ar-filter-chooser';
import { ArFilterLayer, type ArFilterLayerHandle } from '@/guest/kiosk/ar/ar-filter-layer';
import { useArFilter, useFaceTracker } from '@/guest/kiosk/ar/use-ar-filter';
import { ExitButton } from '@/guest/kiosk/exit/exit-button';
import { Badge } from './badge';
import { PoseGuide } from './pose-guide';
import { rotateFrame, rotationCoverScale, type Rotation } from './rotate-frame';
import { ringWanted, sceneLuma } from './scene-brightness';
import styles from './kiosk-shutter.module.css';

/**
 * The kiosk's shutter screen: the virtual booth's main screen (modes, overlays, countdown, look-here,
 * shutter button in its position and look, default camera and mirror, the avatar without a camera)
 * with what a tablet adds: the pose guide over the camera, the picture turned by
 * `imageRotationDegree`, the lighting ring while a capture runs, the badge and the exit button, and
 * the mode's AR filters: chosen by the guest, shown live over the camera and drawn into each still (or
 * put on the still after capturing, `applyArFilterAfterCapturing`). A recording is the live canvas as
 * it runs, so in the video mode the filter is drawn into that canvas on every frame (the compositor's
 * frame decorator) instead of over it: the guest sees what is recorded. A finished video cannot be
 * encoded again in the browser, so `applyArFilterAfterCapturing` makes no difference there: the filter
 * is drawn live into the recording either way.
 */
export function KioskShutter(props: { onCaptured: (capture: CapturedMedia) => void; onBusyChange: (busy: boolean) => void; sample?: SampleStill }) {
  const { event, t } = useGuest();
  const { onBusyChange } = props;
  const screen = event.screens.shutter;
  const [kind, setKind] = useState<UploadCaptureKind>('photo');
  const [busy, setBusy] = useState(false);
  const [ring, setRing] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const mode = event.shutter[kind];
  const lighting = mode.shutterSettings.lighting;

  // Stills are turned frame by frame; a recording is the canvas as it runs, so a video stays unturned (and so does its live view).
  const rotation = (kind === 'video' ? 0 : screen.imageRotationDegree) as Rotation;
  const aspect = dimensionRatio(event.dimension);

  const recorded = kind === 'video';
  const arFilters = mode.arFilters;
  // A choice belongs to the mode's list of filters: another mode starts with its own first (or none).
  const arKey = arFilters.join(',');
  const [choice, setChoice] = useState<{ key: string; id: string | null }>({ key: arKey, id: initialArFilter(arFilters) });
  const arFilterId = choice.key === arKey ? choice.id : initialArFilter(arFilters);
  const setArFilterId = (id: string | null) => setChoice({ key: arKey, id });
  const { filter } = useArFilter(arFilterId);
  const { tracker } = useFaceTracker(arFilters.length > 0);
  const arLayer = useRef<ArFilterLayerHandle | null>(null);
  const afterCapture = mode.applyArFilterAfterCapturing && !recorded;
  // Stills get the filter as they are taken; a recording has it in every frame already.
  const stillFilter = recorded ? null : filter;
  const processFrame = useCallback(
    async (frame: Blob) => {
      // The AR filter goes on the still as the camera showed it, before the picture is turned.
      const ar = arFrameProcessor({ filter: stillFilter, tracker, afterCapture, layer: arLayer });
      const withAr = ar ? await ar(frame) : frame;
      return rotation === 0 ? withAr : rotateFrame(withAr, rotation);
    },
    [stillFilter, tracker, afterCapture, rotation],
  );
  // The video's frames are the live canvas, mirrored as shown and never turned: the filter is drawn on them as they are.
  const decorateFrame = useCallback((context: CanvasRenderingContext2D) => void arLayer.current?.decorate(context), []);

  const busyChanged = useCallback(
    (next: boolean) => {
      setBusy(next);
      // The scene is measured as the capture starts: `auto` lights only a dark one.
      setRing(next && ringWanted(lighting, lighting === 'auto' && canvasRef.current ? sceneLuma(canvasRef.current) : null));
      onBusyChange(next);
    },
    [onBusyChange, lighting],
  );

  const style = { '--kiosk-rotation-scale': String(rotationCoverScale(aspect, 1, rotation)) } as CSSProperties;
  return (
    <div className={styles.shutter} data-rotation={rotation} style={style} data-testid="kiosk-shutter">
      <MainScreen
        onCaptured={props.onCaptured}
        onBusyChange={busyChanged}
        sample={props.sample}
        onKindChange={setKind}
        canvasRef={canvasRef}
        processFrame={stillFilter || rotation !== 0 ? processFrame : undefined}
        decorateFrame={recorded && filter ? decorateFrame : null}
        guide={
          <>
            <PoseGuide referenceLayer={mode.referenceLayer} alignmentFilter={mode.alignmentFilter} />
            {afterCapture ? null : <ArFilterLayer ref={arLayer} liveCanvas={canvasRef} intoLiveCanvas={recorded} filter={filter} tracker={tracker} />}
          </>
        }
      />
      {arFilters.length > 0 && !busy ? (
        <div className={styles.arChooser}>
          <ArFilterChooser filters={arFilters} allowNone={mode.allowChooseNoneArFilter} value={arFilterId} onChange={setArFilterId} label={t('kiosk.arFilter.choose')} disabled={busy} />
        </div>
      ) : null}
      <Badge />
      {ring ? <div className={styles.ring} aria-hidden="true" data-testid="lighting-ring" /> : null}
      {screen.exitCampaignButton && !busy ? <ExitButton /> : null}
    </div>
  );
}
