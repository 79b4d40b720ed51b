import { Box, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LightboxItem } from '@/components/lightbox';
import { MediaViewer } from '@/components/media-viewer';

/** A square picture in a grid, in the media viewer; a click opens it (in the lightbox). `badge` sits on its top left corner. */
export function PictureTile(props: { item: LightboxItem; alt: string; label: string; testId: string; onOpen: () => void; badge?: ReactNode }) {
  const { item } = props;
  return (
    <UnstyledButton onClick={props.onOpen} aria-label={props.label} data-testid={props.testId}>
      <Box pos="relative" style={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 8, background: 'var(--mantine-color-gray-1)' }}>
        {props.badge && (
          <Box pos="absolute" top={6} left={6} style={{ zIndex: 1 }}>
            {props.badge}
          </Box>
        )}
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
