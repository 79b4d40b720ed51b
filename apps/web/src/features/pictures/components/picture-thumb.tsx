import '@/features/pictures/pictures-i18n';
import type { Shoot } from '@booth/shared';
import { Box, Loader, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '@/components/media-viewer';
import { isBoomerangGif } from '@/lib/picture-item';

const box = { width: '100%', aspectRatio: '1', overflow: 'hidden', borderRadius: 6, background: 'var(--mantine-color-gray-1)' } as const;

/**
 * A picture's tile in the table: the media viewer (looping muted video, GIFs as images, lazy stills)
 * opening the lightbox; a spinner or a warning while the picture has no file.
 */
export function PictureThumb({ shoot, onOpen, size }: { shoot: Shoot; onOpen: () => void; size: number | string }) {
  const { t } = useTranslation('pictures');
  if (shoot.status !== 'ready' || !shoot.src || !shoot.mimetype) {
    const failed = shoot.status === 'failed';
    return (
      <Box style={{ ...box, width: size, display: 'grid', placeItems: 'center' }} data-testid="pictures-thumb-pending" data-status={shoot.status}>
        {failed ? <IconAlertTriangle size={20} color="var(--mantine-color-red-6)" aria-label={t('status.failed')} /> : <Loader size="xs" aria-label={t('status.processing')} />}
      </Box>
    );
  }
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('open', { slug: shoot.slug })} style={{ width: size, display: 'block' }} data-testid={`pictures-open-${shoot.id}`}>
      <Box style={box}>
        <MediaViewer
          src={shoot.src}
          thumbnail={shoot.thumbSrc}
          mimetype={shoot.mimetype}
          boomerang={isBoomerangGif(shoot)}
          alt={shoot.slug}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
    </UnstyledButton>
  );
}
