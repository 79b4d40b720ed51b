import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

export interface SettingsSectionProps {
  /** The anchor the section list jumps to, and the test id. */
  id: string;
  title: string;
  description?: ReactNode;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Beside the title: a status badge. */
  aside?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}

/**
 * One card of the profile tab: icon, title (with a status beside it, wrapping under it on a phone),
 * one line on what it is for across the card's width, then its form or list.
 */
export function SettingsSection({ id, title, description, icon: Icon, aside, danger, children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="lg"
      data-testid={id}
      style={{ scrollMarginTop: 80, ...(danger ? { borderColor: 'var(--mantine-color-red-3)' } : {}) }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" align="center" gap="xs">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon size={36} radius="md" variant="light" color={danger ? 'red' : 'brand'} style={{ flex: 'none' }}>
                <Icon size={20} stroke={1.7} />
              </ThemeIcon>
              <Title order={2} fz="lg" lh={1.3} id={headingId}>
                {title}
              </Title>
            </Group>
            {aside}
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
