import { dimensionRatio, type UploadCaptureKind } from '@booth/shared';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { MainScreen } from '@/guest/booth/main/main-screen';
import { useGuest } from '@/guest/shared/guest-context';
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
 * `imageRotationDegree`, the lighting ring while a capture runs, the badge and the exit button.
 */
export function KioskShutter(props: { onCaptured: (capture: CapturedMedia) => void; onBusyChange: (busy: boolean) => void }) {
  const { event } = useGuest();
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
  const processFrame = useCallback((frame: Blob) => rotateFrame(frame, rotation), [rotation]);

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
        onKindChange={setKind}
        canvasRef={canvasRef}
        processFrame={rotation === 0 ? undefined : processFrame}
        guide={<PoseGuide referenceLayer={mode.referenceLayer} alignmentFilter={mode.alignmentFilter} />}
      />
      <Badge />
      {ring ? <div className={styles.ring} aria-hidden="true" data-testid="lighting-ring" /> : null}
      {screen.exitCampaignButton && !busy ? <ExitButton /> : null}
    </div>
  );
}
