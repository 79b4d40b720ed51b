import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The e-mail input of every account form: label, placeholder and autofill are the same everywhere. */
export function EmailField({
  testId,
  error,
  required = true,
  ...field
}: UseFormRegisterReturn<'email'> & { testId: string; error?: string; required?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      autoComplete="email"
      required={required}
      data-testid={testId}
      error={error}
      {...field}
    />
  );
}
