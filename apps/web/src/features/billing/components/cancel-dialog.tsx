import type { CancelReason, Subscription } from '@booth/shared';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogActions } from '@/features/account/components/form-actions';
import { useCancelSubscription } from '@/features/billing/api/cancel-subscription';
import { formatDay } from '@/features/devices/relative-time';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useInterfaceLocale, useLocalePath } from '@/lib/locale';

export interface CancelDialogProps {
  subscription: Subscription | null;
  reasons: readonly CancelReason[];
  onClose: () => void;
}

/**
 * Cancelling asks why (the `reason` header of DELETE /stripe/subscriptions/{id}) and says until when
 * the plan stays; then /subscription/terminated confirms it.
 */
export function CancelDialog({ subscription, reasons, onClose }: CancelDialogProps) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const locale = useInterfaceLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [missing, setMissing] = useState(false);

  const close = () => {
    setReason(null);
    setMissing(false);
    cancel.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subscription || cancel.isPending) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    cancel.mutate(
      { id: subscription.id, reason },
      { onSuccess: () => navigate(`${lp('/subscription/terminated')}?subscription=${encodeURIComponent(subscription.id)}`) },
    );
  };

  const until = subscription?.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd, locale) : null;

  return (
    <Modal opened={subscription !== null} onClose={close} title={t('cancel.title', { plan: subscription?.plan.name ?? '' })} centered radius="lg" closeButtonProps={{ 'aria-label': tc('confirm.close') }}>
      <form onSubmit={submit} noValidate data-testid="cancel-dialog">
        <Stack gap="md">
          <Text size="sm">{until ? t('cancel.staysUntil', { date: until }) : t('cancel.stays')}</Text>
          <Select
            label={t('cancel.reason')}
            placeholder={t('cancel.reasonPlaceholder')}
            data={reasons.map((value) => ({ value, label: t(`cancel.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value as CancelReason | null);
              setMissing(false);
            }}
            required
            error={missing ? t('cancel.reasonRequired') : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid="cancel-reason"
          />
          {cancel.isError && <ApiErrorAlert error={cancel.error} testId="cancel-error" />}
          <DialogActions onCancel={close} submitLabel={t('cancel.confirm')} loading={cancel.isPending} danger testId="cancel-confirm" />
        </Stack>
      </form>
    </Modal>
  );
}
