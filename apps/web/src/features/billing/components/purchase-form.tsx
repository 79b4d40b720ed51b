import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingCustomer,
  type BillingInterval,
  type PaymentProviderInfo,
  type ProductPlan,
  type PromoCode,
  LICENSES_MAX,
  LICENSES_MIN,
} from '@booth/shared';
import { Alert, Button, Card, Grid, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Controller, type FieldError, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { createSandboxCard } from '@/features/billing/api/create-sandbox-card';
import { billingKeys } from '@/features/billing/api/keys';
import { subscribe } from '@/features/billing/api/subscribe';
import { AddressFields } from '@/features/billing/components/address-fields';
import { CardFields } from '@/features/billing/components/card-fields';
import { useBillingFieldError } from '@/features/billing/components/field-errors';
import { PriceSummary } from '@/features/billing/components/price-summary';
import { PromoCodeField } from '@/features/billing/components/promo-code-field';
import { PurchaseStepError, type PurchaseFieldName, purchaseFieldOf } from '@/features/billing/components/purchase-errors';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { useMoney } from '@/features/billing/money';
import { productName } from '@/features/billing/product-names';
import { type PurchaseFormInput, type PurchaseFormValues, purchaseFormSchema, quotePurchase, subscribeBody } from '@/features/billing/purchase-form';
import { withReturnPath } from '@/features/billing/return-path';
import { NumberStepper } from '@/features/events/editor/widgets';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage } from '@/lib/form-errors';
import { useLocalePath } from '@/lib/locale';

export interface PurchaseFormProps {
  plan: ProductPlan;
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  provider: PaymentProviderInfo;
  customer: BillingCustomer | null;
  returnPath: string | null;
}

/** Where the browser goes for Stripe Checkout: a seam for tests (jsdom cannot leave the page). */
export const checkoutNavigation = { assign: (url: string) => window.location.assign(url) };

const FIELD_LABELS = {
  licenses: 'licences.label',
  companyName: 'address.companyName',
  street: 'address.street',
  zipCode: 'address.zipCode',
  city: 'address.city',
  country: 'address.country',
  vatId: 'address.vatId',
  'card.number': 'card.number',
  'card.name': 'card.name',
  'card.expiry': 'card.expiry',
  'card.cvc': 'card.cvc',
} as const satisfies Record<PurchaseFieldName, string>;

function invalidFields(errors: FieldErrors<PurchaseFormInput>): PurchaseFieldName[] {
  const card = (errors.card ?? {}) as Partial<Record<'number' | 'name' | 'expiry' | 'cvc', FieldError>>;
  return (Object.keys(FIELD_LABELS) as PurchaseFieldName[]).filter((field) =>
    field.startsWith('card.') ? Boolean(card[field.slice(5) as 'number']) : Boolean(errors[field as Exclude<PurchaseFieldName, `card.${string}`>]),
  );
}

/**
 * The purchase (platform §3 Billing form + Card form): licences, address, VAT id, promo code and —
 * with the sandbox — the test card; the price beside it, live. The sandbox saves the card first
 * (POST /sandbox/payment-methods), then subscribes with it; Stripe answers its Checkout page, so no
 * card number ever reaches our server.
 */
export function PurchaseForm({ plan, interval, onIntervalChange, provider, customer, returnPath }: PurchaseFormProps) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useMoney();
  const fieldError = useBillingFieldError();
  const sandbox = provider.name === 'sandbox';
  const schema = useMemo(() => purchaseFormSchema(sandbox), [sandbox]);
  const address = customer?.address;
  const form = useForm<PurchaseFormInput, unknown, PurchaseFormValues & { card?: unknown }>({
    resolver: zodResolver(schema),
    defaultValues: {
      licenses: 1,
      companyName: address?.companyName ?? '',
      street: address?.street ?? '',
      zipCode: address?.zipCode ?? '',
      city: address?.city ?? '',
      country: address?.country ?? '',
      vatId: customer?.vatId ?? '',
      card: sandbox ? { number: '', name: '', expiry: '', cvc: '' } : undefined,
    },
  });
  const { errors, isSubmitted } = form.formState;
  const [licenses, country, vatId, cardNumber] = useWatch({ control: form.control, name: ['licenses', 'country', 'vatId', 'card.number'] });
  const [promo, setPromo] = useState<PromoCode | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  // A second click while the first purchase is on its way must not buy twice.
  const busy = useRef(false);
  // After handing over to the provider's checkout the page is being left: nothing to press any more.
  const [leaving, setLeaving] = useState(false);

  const quote = quotePurchase(plan, { interval, licenses: Number(licenses) || LICENSES_MIN, country: country ?? '', vatId: vatId ?? '', promo });

  const purchase = useMutation({
    mutationFn: async (values: PurchaseFormValues & { card?: unknown }) => {
      let paymentMethodId: string | undefined;
      if (sandbox) {
        try {
          paymentMethodId = (await createSandboxCard(values.card as Parameters<typeof createSandboxCard>[0])).id;
        } catch (cause) {
          throw new PurchaseStepError('card', cause);
        }
      }
      try {
        return await subscribe(plan.id, subscribeBody(values, { interval, promoCode: promo?.code ?? null, paymentMethodId, returnPath }));
      } catch (cause) {
        throw new PurchaseStepError('subscribe', cause);
      }
    },
  });

  const failed = (error: unknown) => {
    busy.current = false;
    const step = error instanceof PurchaseStepError ? error.step : 'subscribe';
    const cause = error instanceof PurchaseStepError ? error.cause : error;
    void queryClient.invalidateQueries({ queryKey: billingKeys.customer });
    if (!isApiError(cause)) return;
    if (cause.code === 'PAYMENT_DECLINED') setDeclined(tc('apiErrors.PAYMENT_DECLINED'));
    if (cause.code === 'PROMO_CODE_INVALID') {
      setPromo(null);
      setPromoError(tc('apiErrors.PROMO_CODE_INVALID'));
    }
    if (cause.code === 'VALIDATION') {
      for (const issue of cause.fields) {
        const field = purchaseFieldOf(step, issue);
        if (field) form.setError(field, { type: 'server', message: fieldIssueMessage(tc, issue) });
        if (issue.path === 'promoCode') setPromoError(fieldIssueMessage(tc, issue));
      }
    }
  };

  const purchaseWith = (values: PurchaseFormValues & { card?: unknown }) => {
    if (busy.current) return;
    busy.current = true;
    setDeclined(null);
    purchase.mutate(values, {
      onSuccess: async (result) => {
        if (result.status === 'redirect' && result.redirectUrl) {
          setLeaving(true);
          checkoutNavigation.assign(result.redirectUrl);
          return;
        }
        // The plan level changed (or is about to): the app must unlock the features at once; and the
        // billing customer read before the purchase is out of date.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['auth'], refetchType: 'all' }),
          queryClient.invalidateQueries({ queryKey: billingKeys.all, refetchType: 'all' }),
        ]);
        const bought: Record<string, string> = result.subscription ? { subscription: result.subscription.id } : {};
        navigate(`${lp('/subscription/finished')}${withReturnPath(bought, returnPath)}`);
      },
      onError: failed,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second press while the first purchase is on its way must not even validate again.
    if (busy.current) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(purchaseWith)(event);
  };

  const fieldNames = isSubmitted ? invalidFields(errors) : [];
  const otherError = purchase.error && !declined ? (purchase.error instanceof PurchaseStepError ? purchase.error.cause : purchase.error) : null;
  const showOtherError = Boolean(otherError) && !(isApiError(otherError) && ['PAYMENT_DECLINED', 'PROMO_CODE_INVALID', 'VALIDATION'].includes(otherError.code));
  // 409: a subscription of this product runs already, or another purchase of it is being completed.
  const otherMessage = isApiError(otherError) && otherError.code === 'CONFLICT' ? t('purchase.conflict') : apiErrorMessage(tc, otherError);
  const cardErrors = errors.card as Partial<Record<'number' | 'name' | 'expiry' | 'cvc', FieldError>> | undefined;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="purchase-form">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {provider.testMode && <TestModeNotice sandbox={sandbox} withCards={sandbox} />}
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('purchase.licencesTitle')}
                </Title>
                <Controller
                  control={form.control}
                  name="licenses"
                  render={({ field }) => (
                    <NumberStepper
                      label={t('licences.label')}
                      description={t('licences.hint')}
                      value={Number(field.value) || LICENSES_MIN}
                      onChange={field.onChange}
                      min={LICENSES_MIN}
                      max={LICENSES_MAX}
                      error={fieldError(errors.licenses, 'licenses')}
                      testId="purchase-licenses"
                    />
                  )}
                />
                <PromoCodeField
                  product={plan.product}
                  applied={promo}
                  onApply={(next) => {
                    setPromo(next);
                    setPromoError(null);
                  }}
                  error={promoError}
                  onEdit={() => setPromoError(null)}
                />
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('purchase.addressTitle')}
                </Title>
                <AddressFields
                  register={(field) => form.register(field)}
                  country={country ?? ''}
                  onCountryChange={(code) => form.setValue('country', code, { shouldDirty: true, shouldValidate: isSubmitted })}
                  errors={errors}
                  testId="purchase"
                />
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <Group gap="xs">
                  <IconLock size={18} />
                  <Title order={2} fz="lg">
                    {t('purchase.paymentTitle')}
                  </Title>
                </Group>
                {sandbox ? (
                  <CardFields register={(field) => form.register(`card.${field}`)} errors={cardErrors} number={typeof cardNumber === 'string' ? cardNumber : ''} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('purchase.stripeCheckout')}
                  </Text>
                )}
                {declined && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" title={t('purchase.declinedTitle')} data-testid="purchase-declined">
                    {declined}
                  </Alert>
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg" style={{ position: 'sticky', top: 88 }} data-testid="purchase-summary">
            <Stack gap="md">
              <div>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                  {productName(t, plan.product)}
                </Text>
                <Title order={2} fz={24} data-testid="purchase-plan">
                  {plan.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('purchase.unitPrice', { price: money(plan.prices[interval]), per: t(`per.${interval}`) })}
                </Text>
              </div>
              <SegmentedControl
                fullWidth
                value={interval}
                onChange={(value) => onIntervalChange(value as BillingInterval)}
                data={[
                  { value: 'month', label: t('interval.month') },
                  { value: 'year', label: t('interval.year') },
                ]}
                data-testid="purchase-interval"
              />
              <PriceSummary quote={quote} interval={interval} promo={promo} countryChosen={Boolean(country)} />
              {fieldNames.length > 0 && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="purchase-invalid">
                  <Text size="sm">{t('purchase.checkFields')}</Text>
                  <List size="sm">
                    {fieldNames.map((field) => (
                      <List.Item key={field}>{t(FIELD_LABELS[field])}</List.Item>
                    ))}
                  </List>
                </Alert>
              )}
              {showOtherError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="purchase-error">
                  {otherMessage}
                </Alert>
              )}
              <Button type="submit" size="md" fullWidth loading={purchase.isPending || leaving} disabled={purchase.isPending || leaving} data-testid="purchase-submit">
                {!sandbox ? t('purchase.toCheckout') : country ? t('purchase.pay', { total: money(quote.total), per: t(`per.${interval}`) }) : t('purchase.subscribe')}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {t('purchase.terms', { per: t(`per.${interval}`) })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
