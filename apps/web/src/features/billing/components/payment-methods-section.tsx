import type { Card as PaymentCard, PaymentProviderInfo } from '@booth/shared';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SettingsSection } from '@/features/account/components/settings-section';
import { useDeletePaymentMethod } from '@/features/billing/api/delete-payment-method';
import { usePaymentMethods } from '@/features/billing/api/get-payment-methods';
import { useSetDefaultPaymentMethod } from '@/features/billing/api/set-default-payment-method';
import { AddCardDialog } from '@/features/billing/components/add-card-dialog';
import { brandName, formatExpiry } from '@/features/billing/card-brand';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

function CardRow({ card, isDefault, onRemove }: { card: PaymentCard; isDefault: boolean; onRemove: () => void }) {
  const { t } = useTranslation('billing');
  const errorReason = useApiErrorMessage();
  const makeDefault = useSetDefaultPaymentMethod();
  const label = t('paymentMethods.cardLabel', { brand: brandName(card.brand), last4: card.last4 });
  const onMakeDefault = () =>
    makeDefault.mutate(
      { paymentId: card.id },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('paymentMethods.defaultSet', { card: label }) }),
        onError: (error) => notifications.show({ color: 'red', message: t('paymentMethods.failed', { reason: errorReason(error) }) }),
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="payment-method" data-default={isDefault}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconCreditCard size={24} stroke={1.5} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={0} miw={0}>
            <Group gap={6}>
              <Text size="sm" fw={600} data-testid="payment-method-label">
                {label}
              </Text>
              {isDefault && (
                <Badge size="sm" variant="dot" color="teal" data-testid="payment-method-default">
                  {t('paymentMethods.default')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('paymentMethods.expires', { expiry: formatExpiry(card.expMonth, card.expYear) })}
              {card.name && ` · ${card.name}`}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {!isDefault && (
            <Button size="xs" variant="subtle" onClick={onMakeDefault} loading={makeDefault.isPending} data-testid="payment-method-make-default">
              {t('paymentMethods.makeDefault')}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={t('paymentMethods.removeNamed', { card: label })} data-testid="payment-method-remove">
            {t('paymentMethods.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Saved cards (GET /stripe/paymentMethods): the default one, make another the default, remove, add a test card. */
export function PaymentMethodsSection({ provider }: { provider: PaymentProviderInfo }) {
  const { t } = useTranslation('billing');
  const errorReason = useApiErrorMessage();
  const methods = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentCard | null>(null);
  const sandbox = provider.name === 'sandbox';

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('paymentMethods.removed') });
        setRemoving(null);
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          // 409: the last card of a subscription that still renews.
          message: isApiError(error) && error.code === 'CONFLICT' ? t('paymentMethods.lastCard') : t('paymentMethods.failed', { reason: errorReason(error) }),
        }),
    });
  };

  const body = () => {
    if (methods.isPending) return <Skeleton height={60} radius="md" />;
    if (methods.isError) return <ApiErrorAlert error={methods.error} testId="payment-methods-error" />;
    if (methods.data.items.length === 0) {
      return (
        <Text size="sm" c="dimmed" data-testid="payment-methods-empty">
          {t('paymentMethods.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="xs">
        {methods.data.items.map((card) => (
          <CardRow key={card.id} card={card} isDefault={card.id === methods.data.defaultId} onRemove={() => setRemoving(card)} />
        ))}
      </Stack>
    );
  };

  return (
    <SettingsSection
      id="billing-payment-methods"
      title={t('paymentMethods.title')}
      description={sandbox ? t('paymentMethods.description') : t('paymentMethods.descriptionStripe')}
      icon={IconCreditCard}
      aside={
        sandbox ? (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)} data-testid="payment-method-add">
            {t('paymentMethods.add')}
          </Button>
        ) : undefined
      }
    >
      {body()}
      {sandbox && <AddCardDialog opened={adding} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('paymentMethods.removeTitle')}
        confirmLabel={t('paymentMethods.remove')}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
        testId="remove-card-dialog"
      >
        {removing ? t('paymentMethods.removeText', { card: t('paymentMethods.cardLabel', { brand: brandName(removing.brand), last4: removing.last4 }) }) : ''}
      </ConfirmDialog>
    </SettingsSection>
  );
}
