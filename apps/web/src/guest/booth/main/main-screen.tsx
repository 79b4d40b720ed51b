import { capturePlan, dimensionRatio, type UploadCaptureKind } from '@booth/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AiFilterChooser } from '@/guest/booth/ai/ai-filter-chooser';
import { useAiChoice } from '@/guest/booth/ai/use-ai-choice';
import { browserSupport, modeSupported, probeBrowser } from '@/guest/booth/camera/browser-support';
import { CameraBlockedNotice, FallbackUpload, NoVideoNotice, PartialSupportNotice, VideoUnsupportedNotice } from '@/guest/booth/camera/camera-notices';
import { recordingHeight } from '@/guest/booth/camera/recording-height';
import { useCamera, type Facing } from '@/guest/booth/camera/use-camera';
import { buildCapture } from '@/guest/booth/capture/build-capture';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { canvasToJpeg, loadImage } from '@/guest/booth/capture/frame-geometry';
import type { CompositorSettings, FrameDecorator } from '@/guest/booth/capture/live-compositor';
import { stillFromFile } from '@/guest/booth/capture/still-from-file';
import { recordCanvas } from '@/guest/booth/capture/video-recorder';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { Popup } from '@/guest/booth/ui/popup';
import { useGuest } from '@/guest/shared/guest-context';
import { choiceOptions } from './asset-choice';
import { CameraStage } from './camera-stage';
import { AssetChooser, ModeTabs } from './choosers';
import { CaptureLayers } from './capture-layers';
import { playShutterSound } from './countdown-cues';
import { SegmentationPopup } from './segmentation-popup';
import { ShutterButton } from './shutter-button';
import { useBackgroundReplacer } from './use-background-replacer';
import { useCaptureRun } from './use-capture-run';
import { useFaceCheck } from './use-face-check';
import { useModeChoice } from './use-mode-choice';
import type { SampleStill } from './camera-stage';
import styles from './main-screen.module.css';

// Stills ask the camera for up to 1080 lines; a video asks for its quality setting.
const STILL_HEIGHT = 1080;

/**
 * The main screen: capture modes, background and overlay choice, the live camera and the shutter.
 * `onBusyChange` tells the flow while a capture runs (countdown, shots, a recording), so the inactivity
 * popup waits. With `sample` (the editor's preview) it shows that picture instead of the camera and
 * never asks for a camera, a model or an upload.
 */
export function MainScreen(props: {
  onCaptured: (capture: CapturedMedia) => void;
  onBusyChange?: (busy: boolean) => void;
  sample?: SampleStill;
  /** Drawn over the live camera, under the capture layers (the kiosk's pose guide). */
  guide?: ReactNode;
  /** Applied to every still frame as it is taken, before the preview is composed (the kiosk's image rotation). */
  processFrame?: (frame: Blob) => Promise<Blob>;
  /** The live canvas, for a caller that reads it (the kiosk's lighting measures the scene). */
  canvasRef?: RefObject<HTMLCanvasElement | null>;
  /** Told the chosen capture mode (the kiosk's guide and lighting follow the mode's settings). */
  onKindChange?: (kind: UploadCaptureKind) => void;
  /**
   * Drawn into the live canvas on every frame, after the camera: part of what is shown, taken and
   * recorded (the kiosk's AR filter in a video). Keep it the same function between renders.
   */
  decorateFrame?: FrameDecorator | null;
}) {
  const { event, t, asset } = useGuest();
  const { onCaptured, sample } = props;
  const support = useMemo(() => browserSupport(probeBrowser()), []);
  const { kinds, kind, setKind, mode, settings, choice, setBackground, setOverlay, aiReplaced } = useModeChoice();
  const ai = useAiChoice(kind);
  const shutterScreen = event.screens.shutter;
  const aspect = dimensionRatio(event.dimension);

  const [facingOverride, setFacing] = useState<Facing | null>(null);
  const facing = facingOverride ?? mode.shutterSettings.defaultCamera;
  const videoMode = event.shutter.video;
  const recordingWanted = kind === 'video' && support.canRecordVideo;
  const camera = useCamera({
    enabled: !support.noVideo && !sample,
    facing,
    height: recordingWanted ? recordingHeight(videoMode.videoQuality, aspect) : STILL_HEIGHT,
    audio: recordingWanted && videoMode.audioRecording,
  });

  const [videoNotice, setVideoNotice] = useState(false);
  const [failed, setFailed] = useState(false);
  const [flash, setFlash] = useState(0);
  const ownCanvasRef = useRef<HTMLCanvasElement | null>(null);
  const canvasRef = props.canvasRef ?? ownCanvasRef;
  const capture = useCaptureRun();
  const busy = capture.phase.name !== 'idle';

  // Live background: the chosen background picture and what cuts the guest out of their own.
  const backgroundSrc = asset(choice.backgroundId)?.src ?? null;
  const [backgroundImage, setBackgroundImage] = useState<{ src: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!backgroundSrc) return;
    let cancelled = false;
    loadImage(backgroundSrc).then(
      (image) => !cancelled && setBackgroundImage({ src: backgroundSrc, image }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [backgroundSrc]);
  const segmentation = mode.useLiveBackgroundSegmentation || mode.useLocalBackgroundSegmentation;
  const replacerMethod = choice.backgroundId && !sample ? (segmentation ? 'segmentation' : 'greenScreen') : 'none';
  const replacer = useBackgroundReplacer(replacerMethod);
  const background = backgroundImage && backgroundImage.src === backgroundSrc ? backgroundImage.image : null;
  const backgroundApplied = Boolean(background && replacer.status === 'ready');

  // Mirroring is what a front camera's user expects; a back camera shows the scene as it is.
  const mirror = mode.shutterSettings.mirror && facing === 'front';
  const decorate = props.decorateFrame ?? null;
  const compositor = useMemo<CompositorSettings>(
    () => ({ aspect, mirror, background: backgroundApplied ? background : null, segmenter: replacer.segmenter, keyer: replacer.keyer, decorate }),
    [aspect, mirror, backgroundApplied, background, replacer.segmenter, replacer.keyer, decorate],
  );

  const face = useFaceCheck(event.shutter.face, () => canvasRef.current, camera.status === 'ready');
  const facesWanted = event.virtualSettings.detectFaces;
  const faceOk = !face.active || facesWanted === 0 || (face.valid && face.faces >= facesWanted);
  const faceOverlay = face.active ? asset(face.valid && face.faces >= facesWanted ? event.shutter.face.validOverlay : event.shutter.face.invalidOverlay) : undefined;

  const overlay = asset(choice.overlayId);
  const showOverlay = Boolean(overlay) && !mode.hideOverlayDuringCapture && !mode.hideOverlays;
  const photoAreas = useMemo(() => (kind === 'photolayout' ? (overlay?.photoAreas ?? []) : []), [kind, overlay]);

  const finish = useCallback(
    async (result: { frames: Blob[]; video: Blob | null; kind?: 'photo'; applied?: boolean }) => {
      const media = await buildCapture({
        kind: result.kind ?? kind,
        frames: result.frames,
        video: result.video,
        backgroundId: choice.backgroundId,
        overlayId: choice.overlayId,
        overlaySrc: overlay?.src ?? null,
        photoAreas,
        backgroundApplied: result.applied ?? backgroundApplied,
        faceCount: face.active ? face.faces : null,
        // A fallback photo (a file, the avatar) is a plain photo, never an AI picture.
        ai: result.kind ? null : ai.choice,
      });
      onCaptured(media);
    },
    [kind, choice, overlay, photoAreas, backgroundApplied, face.active, face.faces, onCaptured, ai.choice],
  );

  const shoot = async () => {
    if (sample) return;
    if (kind === 'video' && !support.canRecordVideo) return setVideoNotice(true);
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      const result = await capture.run({
        plan: capturePlan(event.shutter, kind, photoAreas.length),
        preRollSrc: 'preRollVideo' in mode ? (asset(mode.preRollVideo)?.src ?? null) : null,
        grab: async () => {
          setFlash((count) => count + 1);
          if (shutterScreen.audioCues) playShutterSound();
          const frame = await canvasToJpeg(canvas);
          return props.processFrame ? props.processFrame(frame) : frame;
        },
        record: (maxSeconds) => recordCanvas(canvas, camera.stream?.getAudioTracks() ?? [], maxSeconds),
      });
      if (result) await finish(result);
    } catch {
      setFailed(true);
    } finally {
      capture.reset();
    }
  };

  // The fallbacks give a photo: a picture from the device, or the shutter screen's avatar.
  const photoMode = event.shutter.photo;
  const fallbackUpload = photoMode.enabled && photoMode.useNativeCamera;
  const fallbackFrom = async (file: Blob) => {
    try {
      const still = await stillFromFile(file, aspect);
      await finish({ frames: [still], video: null, kind: 'photo', applied: false });
    } catch {
      setFailed(true);
    }
  };
  const avatar = photoMode.enabled ? asset(shutterScreen.vbAvatar) : undefined;
  const onAvatar = avatar
    ? () =>
        void fetch(avatar.src)
          .then((response) => (response.ok ? response.blob() : Promise.reject(new Error('avatar'))))
          .then(fallbackFrom, () => setFailed(true))
    : null;
  const fallbacks = { allowUpload: fallbackUpload, onFile: (file: File) => void fallbackFrom(file), onAvatar };

  const recording = capture.phase.name === 'recording';
  const capturing = capture.phase.name !== 'idle';
  const { onBusyChange, onKindChange } = props;
  useEffect(() => onBusyChange?.(capturing), [capturing, onBusyChange]);
  useEffect(() => onKindChange?.(kind), [kind, onKindChange]);
  // An AI mode waits for the guest's filter (and variant) choice, in the editor's preview too.
  const canShoot = ai.ready && (Boolean(sample) || (camera.status === 'ready' && !busy && faceOk && modeSupported(kind, support)));

  // Space or Enter takes the picture when the focus is on no other control (a laptop guest).
  const shootNow = useRef(shoot);
  useEffect(() => {
    shootNow.current = shoot;
  });
  useEffect(() => {
    if (!canShoot) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('button, a, input, select, textarea, iframe, [role="radio"], [role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      void shootNow.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canShoot]);

  // The live background popup: while the segmentation model loads, and once if it fails. A guest who
  // went on without the live background is not asked again; the small note says it instead. A blocked
  // camera's popup goes first.
  const [withoutLiveBackground, setWithoutLiveBackground] = useState(false);
  const cameraBlocked = Boolean(sample) || support.noVideo || camera.status === 'denied' || camera.status === 'unavailable';
  const segmentationPopup =
    replacerMethod === 'segmentation' && !cameraBlocked && (replacer.status === 'loading' || (replacer.status === 'failed' && !withoutLiveBackground));
  const continueWithoutLiveBackground = () => {
    setWithoutLiveBackground(true);
    // "None" where the mode offers it; else the chosen background stays and the camera shows as it is.
    if (settings.allowChooseNoneBackground) setBackground(null);
  };

  return (
    <section className={styles.screen} aria-labelledby="main-screen-title">
      {/* The screen's heading for screen readers; the camera says the rest. */}
      <h1 id="main-screen-title" className="booth-visually-hidden">
        {t('main.capture')}
      </h1>
      <div className={styles.top}>
        <ModeTabs
          kinds={kinds}
          value={kind}
          disabled={busy}
          onChange={(next) => {
            setKind(next);
            if (!modeSupported(next, support)) setVideoNotice(true);
          }}
        />
        {camera.canSwitch ? (
          <BoothButton variant="ghost" className={styles.switch} disabled={busy} onClick={() => setFacing(facing === 'front' ? 'back' : 'front')} aria-label={t('camera.switch')} title={t('camera.switch')} testId="camera-switch">
            ⟲
          </BoothButton>
        ) : null}
      </div>

      <CameraStage
        stream={camera.stream}
        settings={compositor}
        canvasRef={canvasRef}
        overlaySrc={showOverlay && overlay ? overlay.src : null}
        overlayMirrored={mode.mirrorOverlayDuringCapture}
        faceOverlaySrc={faceOverlay?.src ?? null}
        label={t('main.tapToCapture')}
        sample={sample ? { ...sample, backgroundSrc: asset(choice.backgroundId)?.src ?? null } : undefined}
      >
        {props.guide}
        <CaptureLayers
          phase={capture.phase}
          flash={flash}
          cameraStatus={camera.status}
          faceHint={face.active && !faceOk ? t('face.invalid') : null}
          segmentation={replacer.status}
          segmentationPopup={segmentationPopup}
          backgroundApplied={backgroundApplied}
          onResume={capture.resume}
        />
      </CameraStage>

      {aiReplaced ? (
        <p className={styles.notice} role="status" data-testid="ai-unavailable">
          {t('ai.unavailable')}
        </p>
      ) : null}

      <div className={styles.choosers}>
        {ai.active ? <AiFilterChooser ai={ai} disabled={busy} /> : null}
        <AssetChooser kind="background" label={t('main.chooseBackground')} options={choiceOptions(settings.backgrounds, settings.allowChooseNoneBackground)} value={choice.backgroundId} disabled={busy} onChange={setBackground} />
        <AssetChooser kind="overlay" label={t('main.chooseOverlay')} options={choiceOptions(settings.overlays, settings.allowChooseNoneOverlay)} value={choice.overlayId} disabled={busy} onChange={setOverlay} />
      </div>

      <div className={styles.controls} data-position={shutterScreen.buttonPosition}>
        {recording && capture.phase.name === 'recording' && capture.phase.stopwatch ? (
          <BoothButton variant="secondary" onClick={capture.stopRecording} testId="stop-recording" className={styles.stop}>
            ■ {t('main.stopRecording')}
          </BoothButton>
        ) : (
          <ShutterButton
            look={{ style: shutterScreen.shutterButton, button: mode.buttonSettings, imageSrc: asset(mode.shutterButton)?.src ?? null }}
            label={t('main.capture')}
            disabled={!canShoot}
            onPress={() => void shoot()}
          />
        )}
        {mode.useNativeCamera && kind === 'photo' && !busy ? <FallbackUpload onFile={fallbacks.onFile} label={t('main.upload')} /> : null}
      </div>

      {sample ? null : (
        <>
      {support.noVideo ? <NoVideoNotice {...fallbacks} /> : null}
      {/* Before the dismissible browser notice, which then lies on top and takes the focus first. */}
      {segmentationPopup ? <SegmentationPopup status={replacer.status} onContinue={continueWithoutLiveBackground} /> : null}
      {!support.noVideo && support.partial ? <PartialSupportNotice /> : null}
      {camera.status === 'denied' || camera.status === 'unavailable' ? <CameraBlockedNotice {...fallbacks} onRetry={camera.retry} /> : null}
      {videoNotice ? <VideoUnsupportedNotice onClose={() => setVideoNotice(false)} /> : null}
        </>
      )}
      {failed ? (
        <Popup
          title={t('capture.failed.title')}
          testId="popup-capture-failed"
          actions={
            <BoothButton onClick={() => setFailed(false)} testId="capture-retake">
              {t('review.retake')}
            </BoothButton>
          }
        >
          {t('capture.failed.body')}
        </Popup>
      ) : null}
    </section>
  );
}
