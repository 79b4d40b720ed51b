import type { PaymentAccount } from '@booth/shared';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountLink } from '@/features/payments/api/payment-account';
import { useOpenAccountLink } from '@/features/payments/open-account-link';
import { countryName } from '@/features/payments/payment-format';
import { accountProvider } from '@/features/payments/payment-provider';
import { usePaymentErrorMessage } from '@/features/payments/payment-errors';
import { useSingleFlight } from '@/features/payments/use-single-flight';
import { useLocale } from '@/lib/locale';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function YesNo({ yes, yesText, noText }: { yes: boolean; yesText: string; noText: string }) {
  return (
    <Badge variant="light" color={yes ? 'teal' : 'yellow'} c={yes ? undefined : 'dark'} data-value={yes}>
      {yes ? yesText : noText}
    </Badge>
  );
}

/**
 * The account as the provider sees it: onboarding done, payments allowed. While onboarding is
 * incomplete it can be continued; once complete, Stripe's dashboard opens (the sandbox has none).
 */
export function PaymentAccountStatus({ account }: { account: PaymentAccount }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const link = useAccountLink();
  const openLink = useOpenAccountLink();
  const errorReason = usePaymentErrorMessage();
  const once = useSingleFlight();
  const follow = (kind: 'reauth' | 'login') =>
    void once(async () => {
      try {
        openLink(await link.mutateAsync(kind));
      } catch (error) {
        notifications.show({ color: 'red', message: t('account.linkFailed', { reason: errorReason(error) }) });
      }
    });

  return (
    <Stack gap="sm" data-testid="payment-account">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label={t('account.accountId')} testId="payment-account-id">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {account.account_id}
          </Text>
        </Fact>
        <Fact label={t('account.countryOf')} testId="payment-account-country-name">
          <Text size="sm">{countryName(account.country, locale)}</Text>
        </Fact>
        <Fact label={t('account.onboarding')} testId="payment-account-onboarding">
          <YesNo yes={account.onboarding_complete} yesText={t('account.onboardingComplete')} noText={t('account.onboardingIncomplete')} />
        </Fact>
        <Fact label={t('account.charges')} testId="payment-account-charges">
          <YesNo yes={account.allow_stripe} yesText={t('account.chargesAllowed')} noText={t('account.chargesBlocked')} />
        </Fact>
      </SimpleGrid>
      {!account.onboarding_complete && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} data-testid="payment-account-hint">
          {t('account.incompleteHint')}
        </Alert>
      )}
      {account.onboarding_complete && !account.allow_stripe && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} data-testid="payment-account-hint">
          {t('account.pendingHint')}
        </Alert>
      )}
      <Group>
        {!account.onboarding_complete ? (
          <Button onClick={() => follow('reauth')} loading={link.isPending} data-testid="payment-account-onboarding-continue">
            {t('account.continueOnboarding')}
          </Button>
        ) : (
          // The sandbox has no dashboard; only a real Stripe account has one to open.
          accountProvider(account) === 'stripe' ? (
            <Button variant="default" onClick={() => follow('login')} loading={link.isPending} rightSection={<IconExternalLink size={16} />} data-testid="payment-account-dashboard">
              {t('account.openDashboard')}
            </Button>
          ) : null
        )}
      </Group>
    </Stack>
  );
}
