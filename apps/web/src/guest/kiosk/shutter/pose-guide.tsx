import { useGuest } from '@/guest/shared/guest-context';
import styles from './kiosk-shutter.module.css';

/**
 * The capture mode's reference layer and alignment filter (campaigns §3 booth capture settings): a
 * translucent guide over the live camera that shows guests where to stand. It lies over the camera in
 * the page only, so the picture never contains it.
 */
export function PoseGuide(props: { referenceLayer: string | null; alignmentFilter: string | null }) {
  const { asset, t } = useGuest();
  const reference = asset(props.referenceLayer);
  const alignment = asset(props.alignmentFilter);
  return (
    <>
      {reference ? <img className={styles.reference} src={reference.src} alt={t('kiosk.referenceLayer')} data-testid="reference-layer" /> : null}
      {alignment ? <img className={styles.alignment} src={alignment.src} alt="" data-testid="alignment-filter" /> : null}
    </>
  );
}
