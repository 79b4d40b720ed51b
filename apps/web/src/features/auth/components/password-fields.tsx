import { PASSWORD_MIN_LENGTH, passwordSchema, type PasswordOwner } from '@booth/shared';
import { PasswordInput } from '@/components/password-input';
import { PasswordStrength } from '@/features/auth/password/password-strength';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The shared password rule, typed twice; the token comes from the link, not from the form. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'passwordsDiffer' });

/** The password input of every sign-in form: the browser may fill in the saved password. */
export function CurrentPasswordField({ testId, error, ...field }: UseFormRegisterReturn<'password'> & { testId: string; error?: string }) {
  const { t } = useTranslation('auth');
  return <PasswordInput label={t('fields.password')} autoComplete="current-password" required data-testid={testId} error={error} {...field} />;
}

export interface NewPasswordFieldsProps {
  /** `{testId}` names the password, `{testId}-confirm` its repetition. */
  testId: string;
  password: UseFormRegisterReturn<'password'>;
  confirm: UseFormRegisterReturn<'confirm'>;
  passwordError?: string;
  confirmError?: string;
  /**
   * What is typed and whose password it is: shows the strength meter (`{testId}-strength`) by the
   * password rule, which the form then also checks on submit (`usePasswordRefusal`).
   */
  strength?: { password: string; owner: PasswordOwner };
}

/** A new password and its confirmation (reset, a moderator's first password), checked by `newPasswordSchema`. */
export function NewPasswordFields({ testId, password, confirm, passwordError, confirmError, strength }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={t('fields.newPassword')}
        description={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        data-testid={testId}
        error={passwordError}
        {...password}
      />
      {strength && <PasswordStrength password={strength.password} owner={strength.owner} testId={`${testId}-strength`} fieldHasError={!!passwordError} />}
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        data-testid={`${testId}-confirm`}
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
