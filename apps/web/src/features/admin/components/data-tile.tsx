import { Card, Image, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A picture or asset of the read-only data view: its thumbnail (or a file icon), a title and facts below. */
export function DataTile(props: { thumbnailUrl: string | null; alt: string; title: string; titleHint?: string; lines: string[]; extra?: ReactNode; testId: string }) {
  return (
    <Card withBorder padding={6} radius="md" data-testid={props.testId}>
      {props.thumbnailUrl ? (
        <Image src={props.thumbnailUrl} alt={props.alt} h={120} fit="cover" radius="sm" loading="lazy" />
      ) : (
        <Stack h={120} align="center" justify="center" bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <IconFile size={28} color="var(--mantine-color-gray-6)" aria-hidden />
        </Stack>
      )}
      <Text size="xs" fw={600} mt={6} truncate="end" title={props.titleHint}>
        {props.title}
      </Text>
      {props.lines.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
      {props.extra}
    </Card>
  );
}
