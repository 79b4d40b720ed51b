import '@/features/payments/payments-i18n';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlask } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCompleteSandboxOnboarding } from '@/features/payments/api/payment-account';
import { TestModeBadge } from '@/features/payments/components/test-mode-badge';
import { usePaymentErrorMessage } from '@/features/payments/payment-errors';
import { useSingleFlight } from '@/features/payments/use-single-flight';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const BILLING_TAB = '/settings?tab=billing';

/**
 * /payments/sandbox-onboarding/{accountId}: where the sandbox's onboarding link leads. It stands in for
 * Stripe's hosted onboarding, so the whole path (account → onboarding → payments) works on a fresh machine.
 */
export function Component() {
  const { t } = useTranslation('payments');
  usePageTitle(t('sandbox.pageTitle'));
  const { accountId = '' } = useParams();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const complete = useCompleteSandboxOnboarding();
  const errorReason = usePaymentErrorMessage();

  const once = useSingleFlight();
  // Done is done: a second tap that lands after a quick answer but before the page has left sends nothing.
  const completed = useRef(false);

  const finish = () =>
    void once(async () => {
      if (completed.current) return;
      try {
        await complete.mutateAsync(accountId);
      } catch (error) {
        notifications.show({ color: 'red', message: t('sandbox.failed', { reason: errorReason(error) }) });
        return;
      }
      completed.current = true;
      notifications.show({ color: 'teal', message: t('sandbox.completed') });
      await navigate(lp(BILLING_TAB));
    });

  return (
    <Stack gap="lg" maw={720}>
      <PageHeading title={t('sandbox.pageTitle')} subtitle={t('sandbox.subtitle')} />
      <Card withBorder radius="lg" padding="lg" data-testid="sandbox-onboarding">
        <Stack gap="md">
          <Group gap="sm">
            <IconFlask size={24} stroke={1.6} aria-hidden />
            <TestModeBadge />
          </Group>
          <Text size="sm">{t('sandbox.body')}</Text>
          <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {t('sandbox.account', { id: accountId })}
          </Text>
          <Group gap="sm">
            <Button onClick={finish} loading={complete.isPending} data-testid="sandbox-onboarding-complete">
              {t('sandbox.complete')}
            </Button>
            <Button component={Link} to={lp(BILLING_TAB)} variant="default">
              {t('sandbox.back')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
