import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, passwordSchema } from '@booth/shared';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordInput } from '@/components/password-input';
import { useCreateCustomer } from '@/features/admin/api/create-customer';
import { CustomerPicker, type PickedCustomer } from '@/features/admin/components/customer-picker';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';

const MAX_CREDITS = 1_000_000;

// The contract's createOneSchema, as the form holds it: the app password may be left empty.
const formSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  apppassword: z.union([z.literal(''), passwordSchema]),
  firstName: z.string().trim().max(100),
  name: z.string().trim().max(100),
  credits: z.number().int().min(0).max(MAX_CREDITS),
  creditConsumption: z.boolean(),
});
type CreateForm = z.infer<typeof formSchema>;

const empty: CreateForm = { email: '', password: '', apppassword: '', firstName: '', name: '', credits: 0, creditConsumption: false };
const serverFields = ['email', 'password', 'apppassword', 'firstName', 'name', 'credits', 'creditConsumption'] as const;

/** POST /customers/createone: an activated customer with credits, optionally with a template account's AR filters. */
export function CreateCustomerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const fieldError = useFieldErrorMessage();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const create = useCreateCustomer();
  const [template, setTemplate] = useState<PickedCustomer | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<CreateForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const errors = form.formState.errors;

  const close = () => {
    form.reset(empty);
    setTemplate(null);
    setFormError(null);
    create.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(
      { ...values, apppassword: values.apppassword || undefined, arfiltercopy: template?.id ?? null },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'teal', message: t('create.done', { email: created.email }) });
          close();
          void navigate(lp(`/admin/customers/${created.id}`));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'CONFLICT') form.setError('email', { type: 'server', message: t('create.emailTaken') });
          else if (isApiError(error) && error.fields.length > 0) applyServerFieldErrors(tc, error, serverFields, form.setError);
          else setFormError(error);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered radius="lg" size="lg" closeButtonProps={{ 'aria-label': t('close') }} data-testid="create-customer-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('create.email')} type="email" required autoComplete="off" data-autofocus error={fieldError(errors.email, 'email')} data-testid="create-email" {...form.register('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('create.firstName')} autoComplete="off" error={fieldError(errors.firstName, 'text')} {...form.register('firstName')} />
            <TextInput label={t('create.name')} autoComplete="off" error={fieldError(errors.name, 'text')} {...form.register('name')} />
            <PasswordInput label={t('create.password')} required autoComplete="new-password" error={fieldError(errors.password, 'password')} data-testid="create-password" {...form.register('password')} />
            <PasswordInput
              label={t('create.appPassword')}
              description={t('create.appPasswordHint')}
              autoComplete="new-password"
              error={fieldError(errors.apppassword, 'password')}
              data-testid="create-app-password"
              {...form.register('apppassword')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="credits"
            render={({ field }) => (
              <NumberInput
                label={t('create.credits')}
                min={0}
                max={MAX_CREDITS}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                onBlur={field.onBlur}
                error={fieldError(errors.credits, 'text')}
                data-testid="create-credits"
              />
            )}
          />
          <Controller
            control={form.control}
            name="creditConsumption"
            render={({ field }) => (
              <Switch
                label={t('create.creditConsumption')}
                description={t('create.creditConsumptionHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                data-testid="create-credit-consumption"
              />
            )}
          />
          <CustomerPicker label={t('create.template')} description={t('create.templateHint')} value={template} onChange={setTemplate} testId="create-template" />
          {formError !== null && <ApiErrorAlert error={formError} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
