import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The lightbox footer of a picture: what it is (left) and a link to its microsite in a new tab. */
export function PictureFooter(props: { children: ReactNode; micrositeUrl: string; micrositeLabel: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {props.children}
      </Text>
      <Anchor href={props.micrositeUrl} target="_blank" rel="noreferrer" size="sm">
        <Group gap={4}>
          {props.micrositeLabel}
          <IconExternalLink size={14} />
        </Group>
      </Anchor>
    </Group>
  );
}
