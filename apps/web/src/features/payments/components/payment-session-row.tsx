import type { PaymentSession } from '@booth/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '@/features/payments/components/payment-status-badge';
import { brandName, formatAmount, formatDateTime } from '@/features/payments/payment-format';
import { useLocale } from '@/lib/locale';

/** A paid session can be refunded, also after its print was redeemed (the guest may still want the money back). */
export const isRefundable = (session: PaymentSession) => session.status === 'paid' || session.status === 'used';

/** One payment: when, which campaign, what for, how much, its state and the card, with its refund. */
export function PaymentSessionRow({ session, onRefund }: { session: PaymentSession; onRefund: (session: PaymentSession) => void }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const amount = formatAmount(session.amount, session.currency, locale);
  const date = formatDateTime(session.createdAt, locale);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="payment-session" data-slug={session.slug} data-status={session.status}>
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="payment-session-event">
              {session.eventName}
            </Text>
            <Text size="sm" c="dimmed">
              · {t(`purpose.${session.purpose}`)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={session.createdAt} data-testid="payment-session-date">
            {date}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap" align="center">
          <Text size="sm" fw={600} aria-label={t('sessions.amount')} data-testid="payment-session-amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {amount}
          </Text>
          <PaymentStatusBadge status={session.status} />
          <Group gap={4} wrap="nowrap" data-testid="payment-session-card" aria-label={t('sessions.card')}>
            <IconCreditCard size={16} aria-hidden style={{ color: 'var(--mantine-color-gray-6)' }} />
            <Text size="xs" c="dimmed">
              {session.card ? t('sessions.cardLabel', { brand: brandName(session.card.brand), last4: session.card.last4 }) : t('sessions.noCard')}
            </Text>
          </Group>
          {isRefundable(session) && (
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => onRefund(session)}
              aria-label={t('sessions.refundNamed', { amount, date })}
              data-testid="payment-session-refund"
            >
              {t('sessions.refund')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
