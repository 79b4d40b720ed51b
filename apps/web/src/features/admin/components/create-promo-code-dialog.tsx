import { type Product, type PromoKind, products, promoCodeInputSchema } from '@booth/shared';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useCreatePromoCode } from '@/features/admin/api/promo-codes';
import { endOfDay } from '@/features/admin/components/grant-plan-dialog';
import { startOfDay } from '@/features/admin/components/promo-format';
import { isApiError } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLocale } from '@/lib/locale';

/** What the form holds: the amount in euros (the API takes cents), days instead of timestamps, empty numbers. */
interface PromoForm {
  code: string;
  kind: PromoKind;
  /** Mantine's NumberInput hands over a string while one is typing ("5," before "5,5"). */
  value: number | string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | '';
  products: Product[];
  description: string;
}
type PromoValues = z.output<typeof promoCodeInputSchema>;
type FieldName = keyof PromoForm;

const empty: PromoForm = { code: '', kind: 'percent', value: '', validFrom: '', validUntil: '', maxRedemptions: '', products: [], description: '' };
const fieldNames = Object.keys(empty) as FieldName[];

/** The form as the API's input; a day that is no date stays as typed, so the schema refuses it on its field. */
function toInput(form: PromoForm): Record<FieldName, unknown> {
  const typed = typeof form.value === 'number' ? form.value : form.value.trim() === '' ? undefined : Number(form.value.replace(',', '.'));
  const value = typed === undefined ? undefined : form.kind === 'amount' ? Math.round(typed * 100) : typed;
  return {
    code: form.code,
    kind: form.kind,
    value,
    validFrom: form.validFrom ? (startOfDay(form.validFrom) ?? form.validFrom) : null,
    validUntil: form.validUntil ? (endOfDay(form.validUntil) ?? form.validUntil) : null,
    maxRedemptions: form.maxRedemptions === '' ? null : form.maxRedemptions,
    products: form.products,
    description: form.description,
  };
}

/** The shared promoCodeInputSchema decides, on the form's values turned into the API's input: one rule, on both sides. */
const resolver: Resolver<PromoForm, unknown, PromoValues> = async (form) => {
  const result = promoCodeInputSchema.safeParse(toInput(form));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<PromoForm> = {};
  for (const issue of result.error.issues) {
    const field = fieldNames.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** POST /products/promo: code, percent or amount, validity, limit, products and a note. */
export function CreatePromoCodeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const create = useCreatePromoCode();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<PromoForm, unknown, PromoValues>({ resolver, defaultValues: empty });
  const errors = form.formState.errors;
  const kind = useWatch({ control: form.control, name: 'kind' });

  /** The form's words for a field's problem; the server's arrive translated already. */
  const problem = (field: FieldName): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server' && typeof error.message === 'string') return error.message;
    if (field === 'value') return t(kind === 'percent' ? 'promo.errors.percent' : 'promo.errors.amount');
    if (field === 'validFrom') return t('promo.errors.date');
    if (field === 'validUntil') return t(error.type === 'custom' ? 'promo.errors.validUntil' : 'promo.errors.date');
    if (field === 'kind') return tc('validation.invalid');
    return t(`promo.errors.${field}`);
  };

  const close = () => {
    form.reset(empty);
    setFormError(null);
    create.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (created) => {
        notifications.show({ color: 'teal', message: t('promo.create.done', { code: created.code }) });
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') form.setError('code', { type: 'server', message: t('promo.errors.codeTaken') });
        else if (isApiError(error) && error.fields.length > 0) applyServerFieldErrors(tc, error, fieldNames, form.setError);
        else setFormError(error);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('promo.create.title')} centered radius="lg" size="lg" closeButtonProps={{ 'aria-label': t('close') }} data-testid="create-promo-dialog">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('promo.create.code')}
            description={t('promo.create.codeHint')}
            required
            autoComplete="off"
            data-autofocus
            error={problem('code')}
            styles={{ input: { textTransform: 'uppercase' } }}
            data-testid="promo-code"
            {...form.register('code')}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="promo-kind-label">
                  {t('promo.create.kind')}
                </Text>
                <SegmentedControl
                  aria-labelledby="promo-kind-label"
                  data={[
                    { value: 'percent', label: t('promo.create.percent') },
                    { value: 'amount', label: t('promo.create.amount') },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value as PromoKind)}
                  data-testid="promo-kind"
                />
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="value"
              render={({ field }) => (
                <NumberInput
                  label={t(kind === 'percent' ? 'promo.create.valuePercent' : 'promo.create.valueAmount')}
                  description={t(kind === 'percent' ? 'promo.create.valuePercentHint' : 'promo.create.valueAmountHint')}
                  required
                  min={kind === 'percent' ? 1 : 0.01}
                  max={kind === 'percent' ? 100 : undefined}
                  allowNegative={false}
                  allowDecimal={kind === 'amount'}
                  decimalScale={2}
                  decimalSeparator={locale === 'de' ? ',' : '.'}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={problem('value')}
                  data-testid="promo-value"
                />
              )}
            />
            <Controller
              control={form.control}
              name="maxRedemptions"
              render={({ field }) => (
                <NumberInput
                  label={t('promo.create.maxRedemptions')}
                  description={t('promo.create.maxRedemptionsHint')}
                  min={1}
                  allowNegative={false}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                  onBlur={field.onBlur}
                  error={problem('maxRedemptions')}
                  data-testid="promo-max"
                />
              )}
            />
            <TextInput type="date" label={t('promo.create.validFrom')} error={problem('validFrom')} data-testid="promo-valid-from" {...form.register('validFrom')} />
            <TextInput
              type="date"
              label={t('promo.create.validUntil')}
              description={t('promo.create.validUntilHint')}
              error={problem('validUntil')}
              data-testid="promo-valid-until"
              {...form.register('validUntil')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="products"
            render={({ field }) => (
              <Checkbox.Group
                label={t('promo.create.products')}
                description={t('promo.create.productsHint')}
                value={field.value}
                onChange={(value) => field.onChange(value as Product[])}
                error={problem('products')}
                data-testid="promo-products"
              >
                <Group gap="md" mt={6}>
                  {products.map((product) => (
                    <Checkbox key={product} value={product} label={t(`products.${product}`)} data-testid={`promo-product-${product}`} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <TextInput label={t('promo.create.description')} autoComplete="off" error={problem('description')} data-testid="promo-description" {...form.register('description')} />
          {formError !== null && <ApiErrorAlert error={formError} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="promo-submit">
              {t('promo.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
