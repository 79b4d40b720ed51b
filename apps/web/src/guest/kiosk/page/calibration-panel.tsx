import type { KioskCalibration } from '@booth/shared';
import { useState } from 'react';
import { useCamera } from '@/guest/booth/camera/use-camera';
import { useGuest } from '@/guest/shared/guest-context';
import { OperatorCalibration } from '@/guest/kiosk/processing/operator-calibration';
import { saveKioskCalibration } from '@/guest/kiosk/processing/save-kiosk-calibration';

/**
 * The operator's calibration on the paused kiosk: the camera the guests use, the campaign's reference
 * image, and the sliders; saved with the secret the operator left the kiosk with. Its own chunk: a
 * guest's kiosk never loads it.
 */
export default function CalibrationPanel(props: { secret: string; onDone: (saved: boolean) => void }) {
  const { event, asset, t } = useGuest();
  const feature = event.shutter.imageProcessing;
  const settings = event.shutter.photo.shutterSettings;
  const camera = useCamera({ enabled: true, facing: settings.defaultCamera === 'back' ? 'back' : 'front', height: 720, audio: false });
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [calibration, setCalibration] = useState<KioskCalibration>({ values: feature.values, halo: feature.halo });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    setSaving(true);
    setError(null);
    saveKioskCalibration(event.slug, props.secret, calibration).then(
      () => props.onDone(true),
      () => {
        setSaving(false);
        setError(t('processing.saveFailed'));
      },
    );
  };

  return (
    <>
      {/* The camera picture feeds the processed preview; the element itself stays out of sight. */}
      <video
        ref={(element) => {
          if (element && camera.stream && element.srcObject !== camera.stream) element.srcObject = camera.stream;
          setVideo(element && camera.stream ? element : null);
        }}
        autoPlay
        muted
        playsInline
        hidden
      />
      <OperatorCalibration
        referenceImageUrl={asset(feature.referenceImage)?.src ?? null}
        video={video}
        values={calibration}
        onChange={setCalibration}
        onSave={save}
        onCancel={() => props.onDone(false)}
        saving={saving}
        error={error}
        mirror={settings.mirror}
      />
    </>
  );
}
