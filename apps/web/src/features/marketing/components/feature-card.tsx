import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import classes from '@/features/marketing/components/marketing.module.css';

interface FeatureCardProps {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  text: string;
  color?: string;
}

export function FeatureCard({ icon: Icon, title, text, color = 'brand' }: FeatureCardProps) {
  return (
    <Card padding="lg" radius="lg" withBorder className={classes.featureCard}>
      <ThemeIcon size={48} radius="md" variant="light" color={color} mb="md">
        <Icon size={26} stroke={1.7} />
      </ThemeIcon>
      <Title order={3} fz={19} mb={6}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" lh={1.6}>
        {text}
      </Text>
    </Card>
  );
}
