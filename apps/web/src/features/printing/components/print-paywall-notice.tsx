import '@/features/printing/printing-i18n';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PrintPaywallAvailability, usePrintPaywallGate } from '@/features/printing/print-paywall';
import { useLocalePath } from '@/lib/locale';

/**
 * In place of the paid-printing settings while the organiser's account cannot take card payments: why,
 * and the way to the billing settings where the payment account is opened and its onboarding finished.
 */
export function PrintPaywallNotice({ availability }: { availability: PrintPaywallAvailability }) {
  const { t } = useTranslation('printing');
  const to = useLocalePath();
  if (availability === 'available' || availability === 'checking') return null;
  const text = availability === 'noAccount' ? t('paywall.noAccount') : availability === 'pending' ? t('paywall.pending') : t('paywall.loadFailed');
  return (
    <Alert variant="light" color="gray" icon={<IconCreditCard size={20} />} title={t('paywall.title')} data-testid="print-paywall-notice" data-availability={availability}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">{text}</Text>
        <Anchor component={Link} to={to('/settings?tab=billing')} size="sm" fw={600} data-testid="print-paywall-setup-link">
          {t('paywall.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The notice for the editor's printing section, from the organiser's payment account. */
export function PrintPaywallSectionNotice() {
  const { availability } = usePrintPaywallGate();
  return <PrintPaywallNotice availability={availability} />;
}
