import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/features/marketing/components/marketing.module.css';

interface SectionProps {
  title?: string;
  lead?: string;
  alt?: boolean;
  children: ReactNode;
}

export function Section({ title, lead, alt = false, children }: SectionProps) {
  return (
    <section className={alt ? `${classes.section} ${classes.sectionAlt}` : classes.section}>
      <Container size="lg">
        {(title || lead) && (
          <Stack gap="xs" mb="xl" maw={720}>
            {title && (
              <Title order={2} fz={{ base: 26, sm: 32 }}>
                {title}
              </Title>
            )}
            {lead && (
              <Text c="dimmed" size="lg">
                {lead}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </section>
  );
}
