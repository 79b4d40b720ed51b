import { Alert, AspectRatio, Box, Button, Group, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CameraState = 'off' | 'starting' | 'live' | 'denied' | 'unavailable' | 'failed';

const JPEG_QUALITY = 0.92;

function problemOf(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'unavailable';
  return 'failed';
}

/** A still of the video's current frame as a JPEG file, drawn through a canvas. */
function snapshot(video: HTMLVideoElement): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.reject(new Error('The camera has no picture yet'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(new File([blob], 'webcam.jpg', { type: 'image/jpeg' })) : reject(new Error('The snapshot could not be encoded'))), 'image/jpeg', JPEG_QUALITY),
  );
}

/**
 * A photo from the computer's camera: the live picture, then "Take photo". A camera the browser or the
 * person refused, or none at all, is said in words and the upload stays open as the other way.
 */
export function WebcamCapture({ onPhoto }: { onPhoto: (file: File) => void }) {
  const { t } = useTranslation('ai-studio');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  // The camera light goes off when the person leaves the tab or the page.
  useEffect(() => stop, []);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        try {
          await video.current.play();
        } catch {
          // A refused autoplay still leaves the stream attached; the muted inline video plays on the next frame.
        }
      }
      setState('live');
    } catch (error) {
      stop();
      setState(problemOf(error));
    }
  };

  const take = async () => {
    if (!video.current) return;
    try {
      const file = await snapshot(video.current);
      stop();
      setState('off');
      onPhoto(file);
    } catch {
      setState('failed');
    }
  };

  const problem = state === 'denied' || state === 'unavailable' || state === 'failed';
  return (
    <Stack gap="sm" data-testid="webcam">
      <AspectRatio ratio={4 / 3} maw={480} display={state === 'live' || state === 'starting' ? undefined : 'none'}>
        <Box component="video" ref={video} muted playsInline style={{ transform: 'scaleX(-1)', borderRadius: 'var(--mantine-radius-md)', background: 'black' }} aria-label={t('photo.live')} />
      </AspectRatio>
      {problem && (
        <Alert color="orange" variant="light" icon={<IconCameraOff size={18} />} data-testid="webcam-problem" data-state={state}>
          {t(`photo.camera.${state}`)}
        </Alert>
      )}
      <Group gap="sm">
        {state === 'live' ? (
          <Button leftSection={<IconCamera size={16} />} onClick={() => void take()} data-testid="webcam-take">
            {t('photo.take')}
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconCamera size={16} />} loading={state === 'starting'} onClick={() => void start()} data-testid="webcam-start">
            {t('photo.startCamera')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
