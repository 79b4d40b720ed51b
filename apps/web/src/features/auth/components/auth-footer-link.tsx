import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The link under an account form to its sibling page ("No account yet? Register"). */
export function AuthFooterLink({ question, to, label }: { question?: string; to: string; label: string }) {
  return (
    <Text ta="center" size="sm" mt="lg" c={question ? 'dimmed' : undefined}>
      {question && `${question} `}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
