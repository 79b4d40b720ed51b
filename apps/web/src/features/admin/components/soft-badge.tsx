import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Light shades that dark text of their own colour cannot reach 4.5:1 on; they get a filled badge with dark text. */
const PALE = new Set(['yellow', 'orange']);

/**
 * A quiet badge that meets WCAG's 4.5:1 for its 11 px text: the colour's darkest shade on its lightest
 * (Mantine's light variant writes a mid shade on a tint, which misses it on teal and green).
 */
export function SoftBadge({ color, children, ...props }: Omit<BadgeProps, 'variant' | 'c' | 'bg'> & { color: string; children: ReactNode; 'data-testid'?: string }) {
  if (PALE.has(color)) {
    return (
      <Badge variant="filled" color={color} c="dark" {...props}>
        {children}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={color} c={`${color}.9`} bg={`${color}.0`} {...props}>
      {children}
    </Badge>
  );
}
