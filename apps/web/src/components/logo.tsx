import { PRODUCT_NAME } from '@booth/shared';
import { Group, Text } from '@mantine/core';

function LogoMark({ size, inverted }: { size: number; inverted: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={inverted ? 'rgba(255,255,255,0.14)' : '#34495e'} />
      <rect x="12" y="20" width="40" height="28" rx="6" fill="#18dad7" />
      <rect x="24" y="14" width="16" height="8" rx="3" fill="#18dad7" />
      <circle cx="32" cy="34" r="9" fill="#34495e" />
      <circle cx="32" cy="34" r="5" fill="#15a6da" />
    </svg>
  );
}

interface LogoProps {
  size?: number;
  inverted?: boolean;
  name?: string;
}

export function Logo({ size = 32, inverted = false, name = PRODUCT_NAME }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} inverted={inverted} />
      <Text
        component="span"
        ff="heading"
        fw={800}
        fz={size * 0.66}
        lh={1}
        c={inverted ? 'white' : 'secondary.5'}
        style={{ letterSpacing: '-0.01em' }}
      >
        {name}
      </Text>
    </Group>
  );
}
