import '@mantine/dropzone/styles.css';
import { Button, Group, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WebcamCapture } from '@/features/ai-studio/components/webcam-capture';

/** What the test accepts: the photo formats a booth sends. The server checks the content again. */
const PHOTO_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/** The chosen file on screen, through a temporary address that is revoked when the file changes or the preview goes. */
function PhotoPreview({ file, alt }: { file: File; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!image.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} style={{ maxWidth: 280, borderRadius: 'var(--mantine-radius-md)' }} />;
}

/** The photo to test a filter on: uploaded (dropped or picked) or taken with the webcam. */
export function PhotoInput({ photo, onPhoto }: { photo: File | null; onPhoto: (file: File | null) => void }) {
  const { t } = useTranslation('ai-studio');
  const [source, setSource] = useState<'upload' | 'webcam'>('upload');
  const [rejected, setRejected] = useState(false);

  if (photo) {
    return (
      <Stack gap="xs" data-testid="photo-chosen">
        <PhotoPreview file={photo} alt={t('photo.chosenAlt')} />
        <Group gap="sm">
          <Text size="sm" data-testid="photo-name">
            {photo.name}
          </Text>
          <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={() => onPhoto(null)} data-testid="photo-clear">
            {t('photo.other')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        aria-label={t('photo.source')}
        value={source}
        onChange={(next) => setSource(next as 'upload' | 'webcam')}
        data={[
          { value: 'upload', label: t('photo.upload') },
          { value: 'webcam', label: t('photo.webcam') },
        ]}
        data-testid="photo-source"
      />
      {source === 'upload' ? (
        <Stack gap={4}>
          <Dropzone
            onDrop={(files) => {
              setRejected(false);
              if (files[0]) onPhoto(files[0]);
            }}
            onReject={() => setRejected(true)}
            accept={PHOTO_TYPES}
            multiple={false}
            radius="md"
            data-testid="photo-dropzone"
            inputProps={{ 'data-testid': 'photo-input', 'aria-label': t('photo.upload') } as InputHTMLAttributes<HTMLInputElement>}
          >
            <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light">
                <IconPhotoUp size={24} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{t('photo.dropTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {t('photo.dropHint')}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {rejected && (
            <Text size="sm" c="red" role="alert" data-testid="photo-rejected">
              {t('photo.rejected')}
            </Text>
          )}
        </Stack>
      ) : (
        <WebcamCapture onPhoto={onPhoto} />
      )}
    </Stack>
  );
}
