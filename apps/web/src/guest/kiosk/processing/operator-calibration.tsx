import { IDENTITY_VALUES, type KioskCalibration } from '@booth/shared';
import { useEffect, useState } from 'react';
import type { Segmenter } from '@/guest/booth/ml/segmenter';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { useGuest } from '@/guest/shared/guest-context';
import { CalibrationSliders } from './calibration-sliders';
import styles from './processing.module.css';
import { useProcessedPreview } from './use-processed-preview';

type HaloSegmenter = { state: 'off' | 'loading' | 'failed'; segmenter: null } | { state: 'ready'; segmenter: Segmenter };

/**
 * The on-device cut-out, loaded only while the halo is on (its model is a download of its own). A
 * device without it shows the calibration without the halo in the preview, and says so.
 */
function useHaloSegmenter(wanted: boolean): HaloSegmenter {
  const [loaded, setLoaded] = useState<{ segmenter: Segmenter | null; failed: boolean }>({ segmenter: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let segmenter: Segmenter | null = null;
    import('@/guest/booth/ml/segmenter')
      .then(({ loadSegmenter }) => loadSegmenter())
      .then((ready) => {
        segmenter = ready;
        if (cancelled) ready.dispose();
        else setLoaded({ segmenter: ready, failed: false });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ segmenter: null, failed: true });
      });
    return () => {
      cancelled = true;
      segmenter?.dispose();
      setLoaded({ segmenter: null, failed: false });
    };
  }, [wanted]);
  if (!wanted) return { state: 'off', segmenter: null };
  if (loaded.segmenter) return { state: 'ready', segmenter: loaded.segmenter };
  return { state: loaded.failed ? 'failed' : 'loading', segmenter: null };
}

/**
 * The operator's calibration of the image processing (campaigns §2 "Image Processing (reference image
 * versus user image, sliders)"): the campaign's reference image beside the live camera picture, the
 * latter processed with the shared operations at preview size while the sliders move, so the operator
 * matches the venue's light to the reference. Saving is the caller's (`onSave`, e.g. with
 * saveKioskCalibration); `saving` and `error` show its progress.
 */
export function OperatorCalibration(props: {
  referenceImageUrl: string | null;
  video: HTMLVideoElement | null;
  values: KioskCalibration;
  onChange: (values: KioskCalibration) => void;
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean;
  error?: string | null;
  /** Show the camera mirrored, as the shutter screen does. */
  mirror?: boolean;
}) {
  const { t } = useGuest();
  const { values: calibration } = props;
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const halo = useHaloSegmenter(calibration.halo.enabled);
  useProcessedPreview(props.video, canvas, { values: calibration.values, halo: calibration.halo }, { mirror: props.mirror, segmenter: halo.segmenter });

  return (
    <section className={styles.calibration} aria-label={t('processing.title')} data-testid="operator-calibration">
      <div className={styles.compare}>
        <figure className={styles.pane}>
          <figcaption>{t('processing.reference')}</figcaption>
          {props.referenceImageUrl ? (
            <img className={styles.picture} src={props.referenceImageUrl} alt={t('processing.reference')} data-testid="calibration-reference" />
          ) : (
            <p className={styles.empty}>{t('processing.noReference')}</p>
          )}
        </figure>
        <figure className={styles.pane}>
          <figcaption>{t('processing.userImage')}</figcaption>
          {props.video ? (
            <canvas ref={setCanvas} className={styles.picture} role="img" aria-label={t('processing.userImage')} data-testid="calibration-live" />
          ) : (
            <p className={styles.empty}>{t('processing.waitingForCamera')}</p>
          )}
        </figure>
      </div>
      <div className={styles.sliders}>
        <CalibrationSliders calibration={calibration} onChange={props.onChange} />
        {halo.state === 'loading' ? <p className={styles.note}>{t('processing.haloWaiting')}</p> : null}
        {halo.state === 'failed' ? <p className={styles.note}>{t('processing.haloUnavailable')}</p> : null}
      </div>
      <div className={`${styles.actions} ${styles.calibrationActions}`}>
        {props.error ? (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        ) : null}
        <BoothButton variant="ghost" testId="calibration-reset" onClick={() => props.onChange({ ...calibration, values: { ...IDENTITY_VALUES } })}>
          {t('processing.reset')}
        </BoothButton>
        <BoothButton variant="secondary" testId="calibration-cancel" onClick={props.onCancel}>
          {t('processing.cancel')}
        </BoothButton>
        <BoothButton testId="calibration-save" disabled={props.saving} onClick={props.onSave}>
          {props.saving ? t('processing.saving') : t('processing.save')}
        </BoothButton>
      </div>
    </section>
  );
}
