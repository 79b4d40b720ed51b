import type { ShootStatusDto, ShootUploaded } from '@booth/shared';
import { useEffect, useState } from 'react';
import type { CapturedMedia } from '@/guest/booth/capture/captured-media';
import { useShootStatusPoll } from '@/guest/booth/share/use-processed-shoot';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { GuestApiError, retryShootAi } from '@/guest/shared/guest-api';
import { useGuest } from '@/guest/shared/guest-context';
import { AiProgress } from './ai-progress';
import { aiStepPicture, aiStepView, canRetryAi } from './ai-step-view';
import styles from './ai-step.module.css';

/** After this long the guest may go on to sharing while the picture is still being made. */
export const AI_SLOW_MS = 90_000;

export type AiStepPicture = { url: string; mimetype: string } | null;

export interface AiStepProps {
  shoot: ShootUploaded;
  capture: CapturedMedia;
  /** On to sharing with the picture to show there (null: the capture's own preview). */
  onDone: (picture: AiStepPicture) => void;
  onRetake: () => void;
  /** True while the picture is being made: the guest waits without input and the session must not end. */
  onBusyChange?: (busy: boolean) => void;
  /** The kiosk's offline queue: the picture still waits on the tablet. */
  queued?: boolean;
  /** …and cannot be sent now: it is made once the network is back. */
  offline?: boolean;
}

/** Whether the wait has lasted longer than `limitMs`; false again once the wait ends. */
function useLongWait(waiting: boolean, limitMs: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setLong(true), limitMs);
    return () => {
      window.clearTimeout(timer);
      setLong(false);
    };
  }, [waiting, limitMs]);
  return waiting && long;
}

/**
 * The AI picture after the upload, in both booths: a progress bar with the seconds left while the
 * server makes it, then the result to review. A failure shows the campaign's capture-failure texts
 * with a retry (within the campaign's limit) and the photo to go on with; a campaign whose AI effects
 * are used up says so and goes on with the photo. The guest never loses the picture. On a kiosk whose
 * picture waits on the tablet, the guest is told it is made once the network is back.
 */
export function AiStep(props: AiStepProps) {
  const { event, t, sessionToken } = useGuest();
  const { shoot, capture, onDone, onRetake, onBusyChange, queued = false, offline = false } = props;
  const [round, setRound] = useState(0);
  const [retried, setRetried] = useState<{ round: number; status: ShootStatusDto } | null>(null);
  const [retryState, setRetryState] = useState<'idle' | 'busy' | 'refused' | 'error'>('idle');
  const poll = useShootStatusPoll(event.slug, shoot.id, sessionToken, !queued, round);
  const status = poll.status ?? (retried?.round === round ? retried.status : null);
  const view = queued ? 'progress' : aiStepView(status, poll.polling);
  const waiting = view === 'progress' && !offline;
  const slow = useLongWait(waiting, AI_SLOW_MS);

  useEffect(() => onBusyChange?.(waiting && !slow), [waiting, slow, onBusyChange]);

  const retry = async () => {
    setRetryState('busy');
    try {
      const answer = await retryShootAi(event.slug, shoot.id, sessionToken);
      setRetried({ round: round + 1, status: answer });
      setRound(round + 1);
      setRetryState('idle');
    } catch (error) {
      setRetryState(error instanceof GuestApiError && error.status === 409 ? 'refused' : 'error');
    }
  };

  // Beside a message and up to three buttons the photo is smaller, so a phone shows all without scrolling.
  const photo = <img className={styles.picture} data-compact="true" src={capture.preview.url} alt={t('ai.result.original')} data-testid="ai-photo" />;

  /** The photo with a notice and one way on: offline, and AI used up. */
  const notice = (name: 'offline' | 'usedUp', text: string, testId: string, done: AiStepPicture) => (
    <section className={styles.screen} data-testid="ai-step" data-view={name}>
      {photo}
      <p className={styles.notice} role="status" data-testid={testId}>
        {text}
      </p>
      <div className={styles.actions}>
        <BoothButton onClick={() => onDone(done)} testId="ai-continue">
          {t('ai.continue')}
        </BoothButton>
      </div>
    </section>
  );

  if (queued && offline) return notice('offline', t('ai.offline'), 'ai-offline', null);

  if (view === 'progress' || view === 'slow') {
    const ai = status?.ai ?? null;
    const started = ai?.state === 'running' || (ai !== null && ai.progress > 0);
    return (
      <section className={styles.screen} aria-busy={view === 'progress'} data-testid="ai-step" data-view="progress">
        <img className={styles.picture} data-working="true" src={capture.preview.url} alt={t('ai.result.original')} />
        <AiProgress title={t(queued ? 'ai.progress.sending' : 'ai.progress.title')} progress={started && ai ? ai.progress : null} secondsLeft={queued ? null : (ai?.secondsLeft ?? null)} />
        {view === 'slow' || slow ? (
          <>
            <p className={styles.notice} data-testid="ai-slow">
              {t('ai.progress.slow')}
            </p>
            <div className={styles.actions}>
              <BoothButton onClick={() => onDone(null)} testId="ai-continue">
                {t('ai.continue')}
              </BoothButton>
            </div>
          </>
        ) : null}
      </section>
    );
  }

  const picture = aiStepPicture(status);
  if (view === 'result') {
    const display = status?.display;
    return (
      <section className={styles.screen} aria-labelledby="ai-result-title" data-testid="ai-step" data-view="result">
        <h1 id="ai-result-title" className={styles.title}>
          {t('ai.result.title')}
        </h1>
        {picture ? (
          <img className={styles.picture} src={picture.url} srcSet={display?.srcset} sizes="(max-width: 400px) calc(100vw - 24px), 360px" alt={t('ai.result.title')} data-testid="ai-result" />
        ) : (
          photo
        )}
        <div className={styles.actions}>
          <BoothButton onClick={() => onDone(picture)} testId="ai-continue">
            {t('ai.continue')}
          </BoothButton>
          <BoothButton variant="secondary" onClick={onRetake} testId="ai-retake">
            {t('review.retake')}
          </BoothButton>
        </div>
      </section>
    );
  }

  if (view === 'usedUp') return notice('usedUp', t('ai.usedUp'), 'ai-used-up', picture);

  const retriesLeft = status?.ai?.retriesLeft ?? 0;
  const retryOffered = canRetryAi(status) && retryState !== 'refused';
  return (
    <section className={styles.screen} aria-labelledby="ai-failed-title" data-testid="ai-step" data-view="failed">
      {photo}
      <div className={styles.failure} role="alert">
        <h1 id="ai-failed-title" className={styles.title}>
          {t('capture.failed.title')}
        </h1>
        <p className={styles.body}>{t('capture.failed.body')}</p>
        {retryState === 'refused' ? <p className={styles.body}>{t('ai.retryRefused')}</p> : null}
        {retryState === 'error' ? <p className={styles.body}>{t('system.error')}</p> : null}
      </div>
      <div className={styles.actions}>
        {retryOffered ? (
          <BoothButton onClick={() => void retry()} disabled={retryState === 'busy'} testId="ai-retry" aria-describedby="ai-retries-left">
            {t('ai.retry')}
          </BoothButton>
        ) : null}
        {retryOffered ? (
          <p id="ai-retries-left" className={styles.hint}>
            {t('ai.retriesLeft', { count: retriesLeft })}
          </p>
        ) : null}
        <BoothButton variant={retryOffered ? 'secondary' : 'primary'} onClick={() => onDone(picture)} testId="ai-keep-photo">
          {t('ai.keepPhoto')}
        </BoothButton>
        <BoothButton variant="ghost" onClick={onRetake} testId="ai-retake">
          {t('review.retake')}
        </BoothButton>
      </div>
    </section>
  );
}
