import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/features/marketing/components/marketing.module.css';

interface MarketingHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Actions under the lead. */
  children?: ReactNode;
  /** An illustration beside the text on wide screens. */
  aside?: ReactNode;
}

export function MarketingHero({ eyebrow, title, lead, children, aside }: MarketingHeroProps) {
  const text = (
    <Stack gap="lg" align="flex-start">
      {eyebrow && <span className={classes.eyebrow}>{eyebrow}</span>}
      <Title order={1} className={classes.heroTitle}>
        {title}
      </Title>
      <Text className={classes.heroLead}>{lead}</Text>
      {children}
    </Stack>
  );
  return (
    <section className={classes.hero}>
      <Container size="lg" className={classes.heroInner}>
        {aside ? (
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>{text}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
              <Box style={{ display: 'flex', justifyContent: 'center' }}>{aside}</Box>
            </Grid.Col>
          </Grid>
        ) : (
          text
        )}
      </Container>
    </section>
  );
}
