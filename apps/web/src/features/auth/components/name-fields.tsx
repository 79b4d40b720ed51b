import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface NameFieldsProps {
  /** `{testId}-first-name` and `{testId}-name`. */
  testId: string;
  firstName: UseFormRegisterReturn<'firstName'>;
  name: UseFormRegisterReturn<'name'>;
  firstNameError?: string;
  nameError?: string;
}

/** First name and surname side by side (one below the other on a phone): registration and the profile. */
export function NameFields({ testId, firstName, name, firstNameError, nameError }: NameFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label={t('fields.firstName')} autoComplete="given-name" required data-testid={`${testId}-first-name`} error={firstNameError} {...firstName} />
      <TextInput label={t('fields.name')} autoComplete="family-name" required data-testid={`${testId}-name`} error={nameError} {...name} />
    </SimpleGrid>
  );
}
