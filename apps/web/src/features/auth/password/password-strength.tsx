import { passwordFieldIssue, type PasswordOwner, type PasswordScore } from '@booth/shared';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePasswordVerdict } from '@/features/auth/password/use-password-verdict';
import { fieldIssueMessage } from '@/lib/form-errors';

const COLOURS: Record<PasswordScore, string> = { 0: 'red', 1: 'orange', 2: 'yellow', 3: 'teal', 4: 'green' };

/**
 * The strength meter under a new password: zxcvbn's score as a bar and a word, and — when the
 * password rule refuses it — why, in the words the server would use. Advice while typing; the form
 * checks the rule on submit, the server again.
 */
export interface PasswordStrengthProps {
  password: string;
  owner: PasswordOwner;
  testId: string;
  /** The field shows an error already (the reason, after a submit): the meter does not repeat it. */
  fieldHasError?: boolean;
}

export function PasswordStrength({ password, owner, testId, fieldHasError = false }: PasswordStrengthProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const verdict = usePasswordVerdict(password, owner);
  if (!verdict) return null;
  const level = t(`strength.level${verdict.score}`);
  return (
    <Stack gap={4} data-testid={testId} data-score={verdict.score} data-ok={verdict.ok}>
      <Progress
        value={((verdict.score + 1) / 5) * 100}
        color={COLOURS[verdict.score]}
        size="sm"
        aria-label={t('strength.label')}
        aria-valuetext={t('strength.valueText', { level })}
        transitionDuration={150}
      />
      <Text size="xs" c={verdict.ok ? 'dimmed' : 'red.8'} aria-live="polite" data-testid={`${testId}-text`}>
        {level}
        {verdict.ok && ` · ${t('strength.accepted')}`}
        {!verdict.ok && !fieldHasError && ` · ${fieldIssueMessage(tc, passwordFieldIssue(verdict.reason))}`}
      </Text>
    </Stack>
  );
}
