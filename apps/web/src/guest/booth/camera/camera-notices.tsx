import { useId, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { BoothButton } from '@/guest/booth/ui/booth-button';
import { Popup } from '@/guest/booth/ui/popup';
import styles from './camera-notices.module.css';

/** Choose a picture from the device (or take one with the phone's own camera app). */
export function FallbackUpload(props: { onFile: (file: File) => void; label?: string }) {
  const { t } = useGuest();
  const id = useId();
  return (
    <label htmlFor={id} className={styles.upload} data-testid="fallback-upload">
      {props.label ?? t('camera.denied.upload')}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="user"
        className={styles.file}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) props.onFile(file);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

export interface CameraFallbacks {
  /** The mode allows a picture from the device (useNativeCamera). */
  allowUpload: boolean;
  onFile: (file: File) => void;
  /** The shutter screen has a fallback avatar (vbAvatar). */
  onAvatar: (() => void) | null;
}

function FallbackActions({ allowUpload, onFile, onAvatar }: CameraFallbacks) {
  const { t } = useGuest();
  return (
    <>
      {allowUpload ? <FallbackUpload onFile={onFile} /> : null}
      {onAvatar ? (
        <BoothButton variant="secondary" onClick={onAvatar} testId="skip-to-avatar">
          {t('main.skip')}
        </BoothButton>
      ) : null}
    </>
  );
}

/** No camera API at all: 'Browser has no Video feature'. Only the fallbacks remain. */
export function NoVideoNotice(props: CameraFallbacks) {
  const { t } = useGuest();
  return (
    <Popup title={t('camera.noVideo.title')} actions={<FallbackActions {...props} />} testId="popup-no-video">
      {t('camera.noVideo.body')}
    </Popup>
  );
}

/** Permission refused or no usable camera: say so, offer to try again and the fallbacks. */
export function CameraBlockedNotice(props: CameraFallbacks & { onRetry: () => void }) {
  const { t } = useGuest();
  return (
    <Popup
      title={t('camera.denied.title')}
      testId="popup-camera-denied"
      actions={
        <>
          <BoothButton onClick={props.onRetry} testId="camera-retry">
            {t('camera.retry')}
          </BoothButton>
          <FallbackActions {...props} />
        </>
      }
    >
      {t('camera.denied.body')}
    </Popup>
  );
}

/** 'Not fully supported browser detected!', once per visit, dismissible. */
export function PartialSupportNotice() {
  const { t } = useGuest();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Popup title={t('camera.unsupported.title')} onClose={() => setOpen(false)} closeLabel={t('system.close')} testId="popup-unsupported">
      {t('camera.unsupported.body')}
    </Popup>
  );
}

export function VideoUnsupportedNotice(props: { onClose: () => void }) {
  const { t } = useGuest();
  return (
    <Popup title={t('camera.videoUnsupported.title')} onClose={props.onClose} closeLabel={t('system.close')} testId="popup-video-unsupported">
      {t('camera.videoUnsupported.body')}
    </Popup>
  );
}
