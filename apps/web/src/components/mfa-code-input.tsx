import { MFA_CODE_LENGTH, sanitizeMfaCode } from '@booth/shared';
import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';

export interface MfaCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called on Enter (platform §5); without it Enter submits the surrounding form as usual. */
  onSubmit?: () => void;
  label: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The 6-digit code of an authenticator app or an e-mail (platform §2, §5): keeps only digits, at most
 * six — so a pasted "123 456" or "123-456" arrives whole — and lets the phone offer the code it just
 * received (`one-time-code`) on a number pad. No `maxLength`: it would cut a pasted "123 456" before
 * the spaces are removed.
 */
export function MfaCodeInput({ value, onChange, onSubmit, label, description, error, disabled, autoFocus, testId = 'mfa-code' }: MfaCodeInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !onSubmit) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      value={value}
      onChange={(event) => onChange(sanitizeMfaCode(event.currentTarget.value))}
      onKeyDown={onKeyDown}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      inputMode="numeric"
      placeholder={'0'.repeat(MFA_CODE_LENGTH)}
      spellCheck={false}
      data-testid={testId}
      size="lg"
      withAsterisk
      // A large input for the digits; the label and hint keep the size of the form's other fields.
      styles={{
        label: { fontSize: 'var(--mantine-font-size-sm)' },
        description: { fontSize: 'var(--mantine-font-size-xs)' },
        input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.4em', fontSize: 24, textAlign: 'center' },
      }}
    />
  );
}
