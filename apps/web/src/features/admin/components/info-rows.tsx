import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a card, one per line (values wrap on phones). */
export function InfoRows({ rows }: { rows: Array<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <Stack gap={8}>
      {rows.map((row) => (
        <Group key={row.label} gap="md" justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }} data-testid={row.testId}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
