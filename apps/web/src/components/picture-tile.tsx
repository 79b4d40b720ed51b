import { Box, UnstyledButton } from '@mantine/core';
import type { LightboxItem } from '@/components/lightbox';
import { MediaViewer } from '@/components/media-viewer';

/** A square picture in a grid, in the media viewer; a click opens it (in the lightbox). */
export function PictureTile(props: { item: LightboxItem; alt: string; label: string; testId: string; onOpen: () => void }) {
  const { item } = props;
  return (
    <UnstyledButton onClick={props.onOpen} aria-label={props.label} data-testid={props.testId}>
      <Box style={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 8, background: 'var(--mantine-color-gray-1)' }}>
        <MediaViewer
          src={item.src}
          thumbnail={item.thumbnail}
          mimetype={item.mimetype}
          boomerang={item.boomerang}
          alt={props.alt}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
    </UnstyledButton>
  );
}
