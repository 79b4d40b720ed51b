import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A light badge whose text is the colour's darkest shade: Mantine's light variant writes 11 px text
 * in a mid shade, which misses the 4.5:1 contrast WCAG asks for on teal, yellow or orange.
 */
export function SoftBadge({ color, children, ...props }: Omit<BadgeProps, 'variant' | 'c'> & { color: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Badge variant="light" color={color} c={`${color}.9`} {...props}>
      {children}
    </Badge>
  );
}
