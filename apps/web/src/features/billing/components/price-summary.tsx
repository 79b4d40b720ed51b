import type { BillingInterval, PromoCode, Quote } from '@booth/shared';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVatRate, useMoney } from '@/features/billing/money';
import { useInterfaceLocale } from '@/lib/locale';

function Row({ label, value, testId, strong = false }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="baseline">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export interface PriceSummaryProps {
  quote: Quote;
  interval: BillingInterval;
  promo: PromoCode | null;
  /** Without a country the VAT is not known yet. */
  countryChosen: boolean;
}

/**
 * The live price of one period as the invoice will show it: licences × price, the promo, the net
 * amount, the VAT of the buyer's country (or reverse charge, or none outside the EU) and the total.
 */
export function PriceSummary({ quote, interval, promo, countryChosen }: PriceSummaryProps) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const locale = useInterfaceLocale();
  const per = t(`per.${interval}`);
  const vatLabel = () => {
    if (!countryChosen) return t('summary.vatByCountry');
    if (quote.treatment === 'reverse-charge') return t('summary.reverseCharge');
    if (quote.treatment === 'export') return t('summary.noVat');
    return t('summary.vat', { rate: formatVatRate(quote.vatRate, locale) });
  };
  return (
    <Stack gap={6} data-testid="price-summary">
      <Row label={t('summary.licences', { count: quote.licenses, price: money(quote.unitAmount) })} value={money(quote.subtotal)} testId="summary-subtotal" />
      {quote.discount > 0 && (
        <Row label={t('summary.discount', { code: promo?.code ?? '' })} value={`− ${money(quote.discount)}`} testId="summary-discount" />
      )}
      <Row label={t('summary.net')} value={money(quote.net)} testId="summary-net" />
      <Row label={vatLabel()} value={countryChosen ? money(quote.vat) : '—'} testId="summary-vat" />
      <Divider my={4} />
      <Row label={t('summary.total', { per })} value={countryChosen ? money(quote.total) : money(quote.net)} testId="summary-total" strong />
      {quote.treatment === 'reverse-charge' && countryChosen && (
        <Text size="xs" c="dimmed" data-testid="summary-reverse-charge-note">
          {t('summary.reverseChargeNote')}
        </Text>
      )}
      {!countryChosen && (
        <Text size="xs" c="dimmed">
          {t('summary.plusVat')}
        </Text>
      )}
    </Stack>
  );
}
