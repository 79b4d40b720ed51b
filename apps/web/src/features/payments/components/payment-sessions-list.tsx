import type { PaymentSession } from '@booth/shared';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { usePaymentSessions, useRefundPaymentSession } from '@/features/payments/api/payment-sessions';
import { PaymentSessionRow } from '@/features/payments/components/payment-session-row';
import { formatAmount, formatDateTime } from '@/features/payments/payment-format';
import { usePaymentErrorMessage } from '@/features/payments/payment-errors';
import { useSingleFlight } from '@/features/payments/use-single-flight';
import { useLocale } from '@/lib/locale';

/** The guests' payments (GET /stripe/payment-session), newest first, with refunds after a confirmation. */
export function PaymentSessionsList() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const sessions = usePaymentSessions();
  const refund = useRefundPaymentSession();
  const errorReason = usePaymentErrorMessage();
  const [asked, setAsked] = useState<PaymentSession | null>(null);
  const rows = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];

  const once = useSingleFlight();
  const confirmRefund = () =>
    void once(async () => {
      if (!asked) return;
      const amount = formatAmount(asked.amount, asked.currency, locale);
      try {
        await refund.mutateAsync(asked.slug);
        notifications.show({ color: 'teal', message: t('sessions.refunded', { amount }) });
      } catch (error) {
        notifications.show({ color: 'red', message: t('sessions.refundFailed', { reason: errorReason(error) }) });
      } finally {
        setAsked(null);
      }
    });

  return (
    <Stack gap="xs" data-testid="payment-sessions">
      <Title order={3} fz="md">
        {t('sessions.title')}
      </Title>
      {sessions.isPending ? (
        <Skeleton height={64} radius="md" />
      ) : sessions.isError ? (
        <ApiErrorAlert error={sessions.error} testId="payment-sessions-error" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="payment-sessions-empty">
          {t('sessions.empty')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="payment-sessions-list">
          {rows.map((session) => (
            <PaymentSessionRow key={session.slug} session={session} onRefund={setAsked} />
          ))}
          <LoadMore query={sessions} label={t('sessions.more')} testId="payment-sessions-more" />
        </Stack>
      )}
      <ConfirmDialog
        opened={asked !== null}
        title={t('sessions.refundTitle')}
        confirmLabel={t('sessions.refundAction')}
        onConfirm={confirmRefund}
        onCancel={() => setAsked(null)}
        loading={refund.isPending}
        testId="payment-refund-dialog"
      >
        {asked &&
          `${t('sessions.refundConfirm', { amount: formatAmount(asked.amount, asked.currency, locale), event: asked.eventName, date: formatDateTime(asked.createdAt, locale) })}${asked.status === 'used' ? ` ${t('sessions.refundUsedNote')}` : ''}`}
      </ConfirmDialog>
    </Stack>
  );
}
