import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Lightbox } from '@/components/lightbox';
import type { PictureItem, PictureLike } from '@/lib/picture-item';

/**
 * The lightbox of a list of pictures: below each, what it is (`caption`) and a link to its microsite in
 * a new tab. `index` null (or -1, a picture not in the lightbox) keeps it closed.
 */
export function PictureLightbox<S extends PictureLike & { micrositeUrl: string }>(props: {
  items: readonly PictureItem<S>[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  micrositeLabel: string;
  caption: (shoot: S) => ReactNode;
}) {
  const { index, onIndexChange } = props;
  return (
    <Lightbox
      items={props.items}
      index={index !== null && index >= 0 ? index : null}
      onIndexChange={onIndexChange}
      onClose={() => onIndexChange(null)}
      renderFooter={(item) => (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {props.caption(item.shoot)}
          </Text>
          <Anchor href={item.shoot.micrositeUrl} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4}>
              {props.micrositeLabel}
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Group>
      )}
    />
  );
}
