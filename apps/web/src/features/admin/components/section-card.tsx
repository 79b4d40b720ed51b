import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the customer page: title, an optional line on what it is for, actions on the right. */
export function SectionCard(props: { title: string; description?: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {props.title}
            </Title>
            {props.description && (
              <Text size="sm" c="dimmed">
                {props.description}
              </Text>
            )}
          </div>
          {props.actions && <Group gap="xs">{props.actions}</Group>}
        </Group>
        {props.children}
      </Stack>
    </Card>
  );
}
