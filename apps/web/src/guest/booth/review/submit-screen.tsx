import { capturePlan, dimensionRatio } from '@booth/shared';
import { useCallback, useRef, useState } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { AnimatedPreview } from './animated-preview';
import styles from './submit-screen.module.css';

/**
 * "Submit Picture?" / "Submit Video?" (campaigns §2): the composed preview and Yes / No. A GIF or
 * boomerang plays; after `postRollStartAfterLoops` loops the mode's post-roll video plays once.
 */
export function SubmitScreen(props: { capture: CapturedMedia; onAnswer: (submit: boolean) => void }) {
  const { event, t, asset } = useGuest();
  const { capture, onAnswer } = props;
  const mode = event.shutter[capture.kind];
  const plan = capturePlan(event.shutter, capture.kind);
  const isVideo = capture.kind === 'video';
  const postRoll = 'postRollVideo' in mode ? asset(mode.postRollVideo) : undefined;
  const startAfter = 'postRollStartAfterLoops' in mode ? mode.postRollStartAfterLoops : 0;
  const videoLoops = useRef(0);
  const [postRolling, setPostRolling] = useState<'waiting' | 'playing' | 'done'>('waiting');

  const onLoop = useCallback(
    (loops: number) => {
      if (postRoll && loops >= startAfter) setPostRolling((state) => (state === 'waiting' ? 'playing' : state));
    },
    [postRoll, startAfter],
  );
  const overlay = asset(capture.overlayId);
  const aspect = capture.kind === 'photolayout' && overlay?.width && overlay.height ? overlay.width / overlay.height : dimensionRatio(event.dimension);
  const question = isVideo ? t('submit.video.question') : t('submit.picture.question');

  return (
    <section className={styles.screen} aria-labelledby="submit-question">
      <div className={styles.frame}>
        <div className={styles.preview} style={{ aspectRatio: String(aspect), width: `min(100cqw, calc(100cqh * ${aspect}))` }}>
          {isVideo ? (
            <video
              className={styles.media}
              src={capture.preview.url}
              autoPlay
              loop={!postRoll}
              muted
              playsInline
              data-testid="submit-preview"
              onEnded={(event) => {
                videoLoops.current += 1;
                onLoop(videoLoops.current);
                void event.currentTarget.play().catch(() => undefined);
              }}
            />
          ) : capture.frameUrls.length > 1 ? (
            <AnimatedPreview
              frames={capture.frameUrls}
              fps={plan.playbackFps}
              bounce={plan.bounce}
              overlaySrc={overlay?.src ?? null}
              alt={question}
              onLoop={onLoop}
              className={styles.media}
              overlayClassName={styles.media}
            />
          ) : (
            <img className={styles.media} src={capture.preview.url} alt={question} data-testid="submit-preview" />
          )}
          {postRoll && postRolling === 'playing' ? (
            <video className={styles.postRoll} src={postRoll.src} autoPlay muted playsInline onEnded={() => setPostRolling('done')} onError={() => setPostRolling('done')} data-testid="postroll" />
          ) : null}
        </div>
      </div>
      <h2 id="submit-question" className={styles.question}>
        {question}
      </h2>
      <div className={styles.actions}>
        <BoothButton variant="secondary" onClick={() => onAnswer(false)} testId="submit-no" className={styles.answer}>
          {t('submit.no')}
        </BoothButton>
        <BoothButton onClick={() => onAnswer(true)} testId="submit-yes" className={styles.answer}>
          {t('submit.yes')}
        </BoothButton>
      </div>
    </section>
  );
}
