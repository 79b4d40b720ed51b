import { Stack, Text, Title } from '@mantine/core';

export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={6} mb="lg" ta="center">
      <Title order={2} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
