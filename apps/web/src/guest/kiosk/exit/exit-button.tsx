import { useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { ExitDialog } from './exit-dialog';
import styles from './exit.module.css';

/**
 * The shutter screen's "Leave campaign" button (campaigns §3 `exitCampaignButton`), for the operator:
 * it asks for the campaign's lock password or exit PIN before the kiosk pauses.
 */
export function ExitButton() {
  const { t } = useGuest();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        data-testid="kiosk-exit"
        // On the attention screen the whole screen starts the booth; this tap must not.
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {t('kiosk.exit.button')}
      </button>
      {open ? <ExitDialog onCancel={() => setOpen(false)} /> : null}
    </>
  );
}
