import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, customerAddressSchema } from '@booth/shared';
import { Grid, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateAddress } from '@/features/account/api/update-address';
import { SaveButton } from '@/features/account/components/form-actions';
import { SettingsSection } from '@/features/account/components/settings-section';
import { countryOptions } from '@/features/account/countries';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage, useFieldErrorMessage } from '@/lib/form-errors';
import { useLocale } from '@/lib/locale';

const FIELDS = ['companyName', 'street', 'zipCode', 'city', 'country'] as const;

/** Platform §3 Address (PUT /customers): every part optional; invoices and receipts use it. */
export function AddressSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const fieldError = useFieldErrorMessage();
  const errorReason = useApiErrorMessage();
  const update = useUpdateAddress();
  const form = useForm({ resolver: zodResolver(customerAddressSchema), defaultValues: profile.address });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((address) =>
    update.mutate(address, {
      onSuccess: (saved) => {
        form.reset(saved.address);
        notifications.show({ color: 'teal', message: t('saved') });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') {
          // The server names them inside the body's `address`.
          for (const issue of error.fields) {
            const field = FIELDS.find((name) => issue.path === `address.${name}` || issue.path === name);
            if (field) form.setError(field, { type: 'server', message: fieldIssueMessage(tc, issue) });
          }
        }
        notifications.show({ color: 'red', message: t('saveFailed', { reason: errorReason(error) }) });
      },
    }),
  );

  const text = (field: Exclude<(typeof FIELDS)[number], 'country'>, autoComplete: string) => (
    <TextInput label={t(`address.${field}`)} autoComplete={autoComplete} data-testid={`address-${field}`} error={fieldError(errors[field], 'text')} {...form.register(field)} />
  );

  return (
    <SettingsSection id="settings-address" title={t('address.title')} description={t('address.description')} icon={IconMapPin}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {text('companyName', 'organization')}
          {text('street', 'street-address')}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, xs: 4 }}>{text('zipCode', 'postal-code')}</Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8 }}>{text('city', 'address-level2')}</Grid.Col>
          </Grid>
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('address.country')}
                placeholder={t('address.countryPlaceholder')}
                data={countries}
                value={field.value || null}
                onChange={(code) => field.onChange(code ?? '')}
                searchable
                clearable
                nothingFoundMessage={t('address.countryNone')}
                autoComplete="country"
                comboboxProps={{ withinPortal: true }}
                error={fieldError(errors.country, 'text')}
                data-testid="address-country"
              />
            )}
          />
          <SaveButton loading={update.isPending} disabled={!isDirty} testId="address-save" />
        </Stack>
      </form>
    </SettingsSection>
  );
}
