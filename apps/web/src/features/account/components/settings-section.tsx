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

/** One card of the profile tab: icon, title, one line on what it is for, then its form or list. */
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
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            <ThemeIcon size={36} radius="md" variant="light" color={danger ? 'red' : 'brand'} style={{ flex: 'none' }}>
              <Icon size={20} stroke={1.7} />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Title order={2} fz="lg" lh={1.3} id={headingId}>
                {title}
              </Title>
              {description && (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              )}
            </Stack>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
