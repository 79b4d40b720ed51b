import type { GuestFeedback } from '@booth/shared';
import { useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { ContinueButton, StepFrame } from './step-frame';
import styles from './forms.module.css';

/** Gallery opt-in (campaigns §3): whether the finished picture may be shown in the public gallery. */
export function GalleryOptInStep(props: { onNext: (patch: GuestFeedback) => void }) {
  const { t } = useGuest();
  const [checked, setChecked] = useState(false);
  return (
    <StepFrame
      title={t('microsite.publicGallery')}
      onSubmit={() => props.onNext({ galleryOptIn: checked })}
      testId="feedback-gallery-opt-in"
      actions={
        <ContinueButton />
      }
    >
      <div className={styles.fields}>
        <label className={styles.choice}>
          <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <span>{t('galleryOptIn.label')}</span>
        </label>
      </div>
    </StepFrame>
  );
}
