import { Grid, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/features/account/countries';
import { useBillingFieldError } from '@/features/billing/components/field-errors';
import { asksForVatId } from '@/features/billing/purchase-form';
import { useInterfaceLocale } from '@/lib/locale';

export type AddressField = 'companyName' | 'street' | 'zipCode' | 'city' | 'vatId';

export interface AddressFieldsProps {
  register: (field: AddressField) => UseFormRegisterReturn;
  country: string;
  onCountryChange: (country: string) => void;
  errors: Partial<Record<AddressField | 'country', FieldError>>;
  testId: string;
}

/**
 * The address part of the Billing form (platform §3): company, street, ZIP code, city, country, and
 * the VAT id for a business in another EU country (reverse charge). Country names in the interface
 * language, the home markets first.
 */
export function AddressFields({ register, country, onCountryChange, errors, testId }: AddressFieldsProps) {
  const { t } = useTranslation('billing');
  const locale = useInterfaceLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const fieldError = useBillingFieldError();
  const text = (field: Exclude<AddressField, 'vatId'>, autoComplete: string) => (
    <TextInput
      label={t(`address.${field}`)}
      autoComplete={autoComplete}
      error={fieldError(errors[field], field)}
      data-testid={`${testId}-${field}`}
      {...register(field)}
    />
  );
  return (
    <Stack gap="sm">
      {text('companyName', 'organization')}
      {text('street', 'street-address')}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 4 }}>{text('zipCode', 'postal-code')}</Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>{text('city', 'address-level2')}</Grid.Col>
      </Grid>
      <Select
        label={t('address.country')}
        placeholder={t('address.countryPlaceholder')}
        data={countries}
        value={country || null}
        onChange={(code) => onCountryChange(code ?? '')}
        searchable
        nothingFoundMessage={t('address.countryNone')}
        autoComplete="country"
        comboboxProps={{ withinPortal: true }}
        error={fieldError(errors.country, 'country')}
        required
        data-testid={`${testId}-country`}
      />
      {asksForVatId(country) && (
        <TextInput
          label={t('address.vatId')}
          description={t('address.vatIdHint')}
          placeholder={t('address.vatIdPlaceholder', { prefix: country === 'GR' ? 'EL' : country })}
          autoComplete="off"
          error={fieldError(errors.vatId, 'vatId')}
          data-testid={`${testId}-vatId`}
          {...register('vatId')}
        />
      )}
    </Stack>
  );
}
