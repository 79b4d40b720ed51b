import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** Shown after the value (a share of a whole, a rate). */
  note?: ReactNode;
  color?: string;
}

/**
 * Horizontal bars with their label above and value beside, scaled to the largest: long labels (survey
 * answers, channels) wrap on a phone instead of being squeezed into a short bar.
 */
export function BarList({ bars, format, testId }: { bars: Bar[]; format: (value: number) => string; testId?: string }) {
  const largest = Math.max(...bars.map((bar) => bar.value), 1);
  return (
    <Stack gap="sm">
      {bars.map((bar) => (
        <div key={bar.key} data-testid={testId}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {bar.label}
            </Text>
            <Text size="sm" fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {format(bar.value)}
              {bar.note ? (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' · '}
                  {bar.note}
                </Text>
              ) : null}
            </Text>
          </Group>
          <Progress value={(bar.value / largest) * 100} color={bar.color ?? 'teal'} size="md" radius="sm" mt={4} aria-hidden />
        </div>
      ))}
    </Stack>
  );
}
