import { Anchor, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from '@/features/marketing/components/marketing.module.css';

interface ProductCardProps {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  name: string;
  tagline: string;
  text: string;
  to: string;
  linkLabel: string;
  color: string;
}

export function ProductCard({ icon: Icon, name, tagline, text, to, linkLabel, color }: ProductCardProps) {
  return (
    <Card padding="xl" radius="lg" withBorder className={classes.featureCard}>
      <Group gap="md" mb="md" wrap="nowrap">
        <ThemeIcon size={52} radius="md" color={color}>
          <Icon size={28} stroke={1.7} />
        </ThemeIcon>
        <div>
          <Title order={3} fz={22}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {tagline}
          </Text>
        </div>
      </Group>
      <Text mb="md">{text}</Text>
      <Anchor component={Link} to={to} fw={700} mt="auto">
        <Group gap={6} component="span">
          {linkLabel}
          <IconArrowRight size={16} />
        </Group>
      </Anchor>
    </Card>
  );
}
