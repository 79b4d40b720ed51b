import { Group, Stack, Text, Title } from '@mantine/core';
import { CtaButtons } from '@/features/marketing/components/cta-buttons';
import classes from '@/features/marketing/components/marketing.module.css';

export function CtaBand({ title, text }: { title: string; text: string }) {
  return (
    <div className={classes.cta}>
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={6} maw={560}>
          <Title order={2} c="white" fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="rgba(255,255,255,0.92)">{text}</Text>
        </Stack>
        <CtaButtons />
      </Group>
    </div>
  );
}
