import type { Popup as PopupSetting } from '@booth/shared';
import { useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { Popup } from '@/guest/booth/ui/popup';
import styles from './forms.module.css';

function linkLabel(popup: PopupSetting): string {
  if (popup.linkText.trim()) return popup.linkText;
  return popup.type === 'webFrame' ? popup.question : popup.title;
}

/** The links under a dialog (terms, privacy policy…) that open a text or a web page in a popup. */
export function PopupLinks(props: { popups: readonly PopupSetting[] }) {
  const { t } = useGuest();
  const [open, setOpen] = useState<PopupSetting | null>(null);
  const shown = props.popups.filter((popup) => linkLabel(popup).trim());
  if (shown.length === 0) return null;
  return (
    <>
      <div className={styles.popupLinks}>
        {shown.map((popup, index) => (
          <button key={index} type="button" className={styles.popupLink} style={{ color: popup.linkColor }} onClick={() => setOpen(popup)}>
            {linkLabel(popup)}
          </button>
        ))}
      </div>
      {open ? (
        <Popup title={open.type === 'webFrame' ? open.question || linkLabel(open) : open.title || linkLabel(open)} onClose={() => setOpen(null)} closeLabel={t('popup.close')}>
          {open.type === 'webFrame' ? (
            <iframe className={styles.frame} src={open.url} title={open.question || linkLabel(open)} sandbox="allow-scripts allow-same-origin allow-popups" />
          ) : (
            <div className={styles.body}>{open.body}</div>
          )}
        </Popup>
      ) : null}
    </>
  );
}
