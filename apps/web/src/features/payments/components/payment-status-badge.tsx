import type { PaymentSessionStatus } from '@booth/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PaymentSessionStatus, string> = {
  open: 'gray',
  paid: 'teal',
  used: 'blue',
  refunded: 'orange',
  expired: 'gray',
  failed: 'red',
};

export function PaymentStatusBadge({ status }: { status: PaymentSessionStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={COLORS[status]} variant={status === 'expired' ? 'outline' : 'light'} data-testid="payment-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
