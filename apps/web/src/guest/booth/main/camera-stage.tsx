import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { LiveCompositor, type CompositorSettings } from '@/guest/booth/capture/live-compositor';
import styles from './camera-stage.module.css';

/** A still shown instead of the camera (the editor's preview): a person cut out, over a room or the chosen background. */
export interface SampleStill {
  personSrc: string;
  roomSrc: string;
  alt: string;
  backgroundSrc?: string | null;
}

export interface CameraStageProps {
  stream: MediaStream | null;
  settings: CompositorSettings;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** The chosen overlay, drawn over the live picture (when the mode shows it during capture). */
  overlaySrc: string | null;
  overlayMirrored: boolean;
  /** Face detection's valid or invalid overlay. */
  faceOverlaySrc: string | null;
  label: string;
  sample?: SampleStill;
  children?: ReactNode;
}

/** The live camera in the campaign's shape: the composed canvas, the overlay and the capture layers on top. */
export function CameraStage({ stream, settings, canvasRef, overlaySrc, overlayMirrored, faceOverlaySrc, label, sample, children }: CameraStageProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const compositor = useRef<LiveCompositor | null>(null);
  const latest = useRef(settings);

  useEffect(() => {
    latest.current = settings;
    compositor.current?.update(settings);
  }, [settings]);

  useEffect(() => {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    if (!video || !canvas || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => {
      // Autoplay of a muted inline video is allowed everywhere; a refusal leaves the last frame.
    });
    const live = new LiveCompositor(video, canvas, latest.current);
    compositor.current = live;
    live.start();
    return () => {
      live.stop();
      compositor.current = null;
      video.srcObject = null;
    };
  }, [stream, canvasRef]);

  return (
    <div className={styles.frame}>
      <div className={styles.stage} style={{ aspectRatio: String(settings.aspect), width: `min(100cqw, calc(100cqh * ${settings.aspect}))` }}>
      {sample ? (
        <div className={styles.canvas} role="img" aria-label={sample.alt} data-testid="camera-preview">
          <img className={styles.sample} src={sample.backgroundSrc ?? sample.roomSrc} alt="" />
          <img className={styles.sample} src={sample.personSrc} alt="" />
        </div>
      ) : (
        <>
          <video ref={videoRef} className={styles.source} muted playsInline autoPlay aria-hidden="true" />
          <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={label} data-testid="camera-preview" />
        </>
      )}
      {overlaySrc ? (
        <img className={styles.overlay} src={overlaySrc} alt="" style={overlayMirrored ? { transform: 'scaleX(-1)' } : undefined} data-testid="live-overlay" />
      ) : null}
      {faceOverlaySrc ? <img className={styles.overlay} src={faceOverlaySrc} alt="" data-testid="face-overlay" /> : null}
      {children}
      </div>
    </div>
  );
}
