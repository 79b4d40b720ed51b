import '@/features/payments/payments-i18n';
import { Divider, Skeleton, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { SettingsSection } from '@/features/account/components/settings-section';
import { usePaymentAccount } from '@/features/payments/api/payment-account';
import { PaymentAccountSetup } from '@/features/payments/components/payment-account-setup';
import { PaymentAccountStatus } from '@/features/payments/components/payment-account-status';
import { PaymentSessionsList } from '@/features/payments/components/payment-sessions-list';
import { TestModeBadge } from '@/features/payments/components/test-mode-badge';

/**
 * "Card payments from guests" in /settings?tab=billing (campaigns §3 Payment account and session, §7
 * Card payments): open the payment account and finish its onboarding, then the guests' payments with
 * their refunds.
 */
export function GuestPaymentsSection() {
  const { t } = useTranslation('payments');
  const account = usePaymentAccount();
  return (
    <SettingsSection
      id="guest-payments"
      title={t('section.title')}
      description={t('section.description')}
      icon={IconCreditCard}
      aside={account.data?.testMode ? <TestModeBadge /> : undefined}
    >
      {account.isPending ? (
        <Skeleton height={96} radius="md" />
      ) : account.isError ? (
        <ApiErrorAlert error={account.error} testId="payment-account-error" />
      ) : account.data === null ? (
        <PaymentAccountSetup />
      ) : (
        <Stack gap="md">
          <PaymentAccountStatus account={account.data} />
          <Divider />
          <PaymentSessionsList />
        </Stack>
      )}
    </SettingsSection>
  );
}
