import { zodResolver } from '@hookform/resolvers/zod';
import { type CreditPack, type PaymentProviderInfo, sandboxCardBodySchema } from '@booth/shared';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { DialogActions } from '@/features/account/components/form-actions';
import { buyCredits } from '@/features/billing/api/buy-credits';
import { createSandboxCard } from '@/features/billing/api/create-sandbox-card';
import { usePaymentMethods } from '@/features/billing/api/get-payment-methods';
import { billingKeys } from '@/features/billing/api/keys';
import { brandName } from '@/features/billing/card-brand';
import { CardFields } from '@/features/billing/components/card-fields';
import { checkoutNavigation } from '@/features/billing/components/purchase-form';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { useMoney } from '@/features/billing/money';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';

const withCard = z.object({ card: sandboxCardBodySchema });
const withoutCard = z.object({ card: z.unknown().optional() });

/**
 * Buying a credit pack: with the sandbox it is paid with the default card (or a test card typed here
 * when none is saved), with Stripe on its Checkout page. A declined card is said inline.
 */
export function BuyCreditsDialog({ pack, provider, onClose }: { pack: CreditPack | null; provider: PaymentProviderInfo; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const queryClient = useQueryClient();
  const sandbox = provider.name === 'sandbox';
  const methods = usePaymentMethods();
  const defaultCard = methods.data?.items.find((card) => card.id === methods.data?.defaultId) ?? null;
  const needsCard = sandbox && !defaultCard;
  const form = useForm({ resolver: zodResolver(needsCard ? withCard : withoutCard), defaultValues: { card: { number: '', name: '', expiry: '', cvc: '' } } });
  const number = useWatch({ control: form.control, name: 'card.number' });
  const busy = useRef(false);

  const buy = useMutation({
    mutationFn: async ({ card }: { card?: unknown }) => {
      if (!pack) throw new Error('no pack chosen');
      let paymentMethodId = sandbox ? defaultCard?.id : undefined;
      if (needsCard) paymentMethodId = (await createSandboxCard(card as z.input<typeof sandboxCardBodySchema>)).id;
      return buyCredits({ pack: pack.id, paymentMethodId, returnPath: `${location.pathname}${location.search}` });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });

  const close = () => {
    form.reset();
    buy.reset();
    busy.current = false;
    onClose();
  };

  const buyWith = (values: { card?: unknown }) => {
    if (busy.current) return;
    busy.current = true;
    buy.mutate(values, {
      onSuccess: (result) => {
        if (result.status === 'redirect' && result.redirectUrl) {
          checkoutNavigation.assign(result.redirectUrl);
          return;
        }
        notifications.show({ color: 'teal', message: result.status === 'done' ? t('credits.bought') : t('credits.pending') });
        close();
      },
      onError: () => {
        busy.current = false;
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(buyWith)(event);
  };

  const failure = () => {
    if (!isApiError(buy.error)) return apiErrorMessage(tc, buy.error);
    if (buy.error.code === 'PAYMENT_DECLINED') return tc('apiErrors.PAYMENT_DECLINED');
    // VAT is charged by the billing address's country: without one the server cannot price the pack.
    if (buy.error.code === 'VALIDATION' && buy.error.fields.some((issue) => issue.path.startsWith('address'))) return t('credits.needsAddress');
    return apiErrorMessage(tc, buy.error);
  };

  return (
    <Modal opened={pack !== null} onClose={close} title={t('credits.buyTitle')} centered radius="lg" closeButtonProps={{ 'aria-label': tc('confirm.close') }}>
      <form onSubmit={onSubmit} noValidate data-testid="buy-credits-dialog">
        <Stack gap="md">
          {provider.testMode && <TestModeNotice sandbox={sandbox} withCards={needsCard} />}
          {pack && (
            <Text size="sm">
              {t('credits.buyText', { count: pack.credits, price: money(pack.price) })}
            </Text>
          )}
          {sandbox && defaultCard && (
            <Text size="sm" c="dimmed" data-testid="buy-credits-card">
              {t('credits.payWith', { card: t('paymentMethods.cardLabel', { brand: brandName(defaultCard.brand), last4: defaultCard.last4 }) })}
            </Text>
          )}
          {needsCard && <CardFields register={(field) => form.register(`card.${field}`)} errors={form.formState.errors.card as never} number={number ?? ''} testId="buy-card" />}
          {!sandbox && (
            <Text size="sm" c="dimmed">
              {t('purchase.stripeCheckout')}
            </Text>
          )}
          {buy.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="buy-credits-error">
              {failure()}
            </Alert>
          )}
          <DialogActions onCancel={close} submitLabel={sandbox ? t('credits.pay', { price: money(pack?.price ?? 0) }) : t('purchase.toCheckout')} loading={buy.isPending} testId="buy-credits-confirm" />
        </Stack>
      </form>
    </Modal>
  );
}
