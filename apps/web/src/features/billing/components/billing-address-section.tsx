import { zodResolver } from '@hookform/resolvers/zod';
import { type BillingCustomer, billingAddressSchema, isValidVatId, vatIdSchema } from '@booth/shared';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SaveButton } from '@/features/account/components/form-actions';
import { SettingsSection } from '@/features/account/components/settings-section';
import { useUpdateBillingCustomer } from '@/features/billing/api/update-billing-customer';
import { type AddressField, AddressFields } from '@/features/billing/components/address-fields';
import { asksForVatId } from '@/features/billing/purchase-form';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage } from '@/lib/form-errors';

const FIELDS = ['companyName', 'street', 'zipCode', 'city', 'country', 'vatId'] as const;

const schema = billingAddressSchema.extend({ vatId: vatIdSchema }).superRefine((values, context) => {
  if (values.vatId && asksForVatId(values.country) && !isValidVatId(values.vatId, values.country)) {
    context.addIssue({ code: 'custom', path: ['vatId'], message: 'vatIdCountry' });
  }
});

/** The billing address and VAT id invoices carry (PUT /stripe/customer). */
export function BillingAddressSection({ customer }: { customer: BillingCustomer }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const errorReason = useApiErrorMessage();
  const update = useUpdateBillingCustomer();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { ...customer.address, vatId: customer.vatId } });
  const country = useWatch({ control: form.control, name: 'country' });
  const { errors, isDirty, isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(({ vatId, ...address }) =>
    update.mutate(
      { address, vatId: asksForVatId(address.country) ? vatId : '' },
      {
        onSuccess: () => {
          form.reset({ ...address, vatId: asksForVatId(address.country) ? vatId : '' });
          notifications.show({ color: 'teal', message: t('address.saved') });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION') {
            for (const issue of error.fields) {
              const field = FIELDS.find((name) => issue.path === `address.${name}` || issue.path === name);
              if (field) form.setError(field, { type: 'server', message: fieldIssueMessage(tc, issue) });
            }
          }
          notifications.show({ color: 'red', message: t('address.saveFailed', { reason: errorReason(error) }) });
        },
      },
    ),
  );

  return (
    <SettingsSection id="billing-address" title={t('address.title')} description={t('address.description')} icon={IconMapPin}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AddressFields
            register={(field: AddressField) => form.register(field)}
            country={country ?? ''}
            onCountryChange={(code) => form.setValue('country', code, { shouldDirty: true, shouldValidate: isSubmitted })}
            errors={errors}
            testId="billing-address"
          />
          <SaveButton loading={update.isPending} disabled={!isDirty} testId="billing-address-save" />
        </Stack>
      </form>
    </SettingsSection>
  );
}

export type BillingAddressForm = z.input<typeof schema>;
