import { useEffect, useState } from 'react';
import type { CameraStatus } from '@/guest/booth/camera/use-camera';
import { useGuest } from '@/guest/shared/guest-context';
import { Countdown, CountdownVideo } from './countdown';
import type { Replacer } from './use-background-replacer';
import type { CapturePhase } from './use-capture-run';
import styles from './capture-layers.module.css';

/** Seconds since the recording started, ticking. */
function Elapsed(props: { startedAt: number; maxSeconds: number; stopwatch: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const elapsed = Math.min(props.maxSeconds, Math.floor((now - props.startedAt) / 1000));
  const shown = props.stopwatch ? elapsed : props.maxSeconds - elapsed;
  const minutes = Math.floor(shown / 60);
  const seconds = String(shown % 60).padStart(2, '0');
  return (
    <span>
      {minutes}:{seconds}
    </span>
  );
}

/** What lies over the live camera while capturing: pre-roll, countdown, look-here, flash, hints, recording. */
export function CaptureLayers(props: {
  phase: CapturePhase;
  flash: number;
  cameraStatus: CameraStatus;
  faceHint: string | null;
  segmentation: Replacer['status'];
  /** The segmentation popup says it, so no note. */
  segmentationPopup?: boolean;
  /** A background picture replaces the guest's own (segmentation or green screen): composing says so. */
  backgroundApplied?: boolean;
  onResume: () => void;
}) {
  const { event, t, asset, locale } = useGuest();
  const { phase } = props;
  const screen = event.screens.shutter;
  const lookHere = asset(screen.lookHere);
  const sequence = screen.countDownType === 'sequence' ? asset(screen.countdownSequence) : undefined;

  return (
    <>
      {props.cameraStatus === 'starting' ? <p className={styles.center}>{t('camera.loading')}</p> : null}
      {props.segmentation === 'loading' && !props.segmentationPopup ? <p className={styles.note}>{t('segmentation.loading')}</p> : null}
      {props.segmentation === 'failed' && !props.segmentationPopup ? <p className={styles.note}>{t('segmentation.failed')}</p> : null}
      {props.faceHint && phase.name === 'idle' ? <p className={styles.note}>{props.faceHint}</p> : null}

      {phase.name === 'preroll' ? (
        <video className={styles.fill} src={phase.src} autoPlay playsInline muted onEnded={props.onResume} onError={props.onResume} data-testid="preroll" />
      ) : null}

      {phase.name === 'countdown' ? (
        <>
          {lookHere ? <img className={styles.lookHere} src={lookHere.src} alt={t('main.lookHere')} /> : null}
          {phase.frames > 1 && phase.shot === 0 && phase.shots === 1 ? <p className={styles.note}>{t('main.multiCapture', { count: phase.frames })}</p> : null}
          {phase.shots > 1 ? (
            <p className={styles.note}>
              {phase.shot + 1} / {phase.shots}
            </p>
          ) : null}
          {sequence ? (
            <CountdownVideo key={phase.shot} src={sequence.src} onDone={props.onResume} />
          ) : (
            <Countdown
              key={phase.shot}
              seconds={screen.countdownSeconds}
              text={screen.cameraCountdownText}
              onDone={props.onResume}
              cues={{ audio: screen.audioCues, spoken: screen.spokenCountdown, locale }}
              label={t('main.countdownLabel')}
            />
          )}
        </>
      ) : null}

      {phase.name === 'shooting' && phase.total > 1 ? (
        <p className={styles.note} aria-live="polite">
          {phase.taken + 1} / {phase.total}
        </p>
      ) : null}

      {phase.name === 'recording' ? (
        <p className={styles.recording} aria-live="polite" data-testid="recording">
          <span className={styles.dot} aria-hidden="true" /> {t('main.recording')}{' '}
          <Elapsed startedAt={phase.startedAt} maxSeconds={phase.maxSeconds} stopwatch={phase.stopwatch} />
        </p>
      ) : null}

      {phase.name === 'composing' ? (
        <p className={styles.center} role="status" data-testid="capture-composing">
          {props.backgroundApplied ? t('review.removeBackground') : t('review.processing')}
        </p>
      ) : null}
      {props.flash > 0 ? <div key={props.flash} className={styles.flash} aria-hidden="true" /> : null}
    </>
  );
}
