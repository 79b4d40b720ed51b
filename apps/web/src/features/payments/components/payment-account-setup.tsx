import type { paymentAccountCountries } from '@booth/shared';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountLink, useCreatePaymentAccount } from '@/features/payments/api/payment-account';
import { useOpenAccountLink } from '@/features/payments/open-account-link';
import { paymentCountryOptions } from '@/features/payments/payment-format';
import { usePaymentErrorMessage } from '@/features/payments/payment-errors';
import { useSingleFlight } from '@/features/payments/use-single-flight';
import { useLocale } from '@/lib/locale';

type Country = (typeof paymentAccountCountries)[number];

/** No account yet: the business's country, then the account is opened and the onboarding starts. */
export function PaymentAccountSetup() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const options = useMemo(() => paymentCountryOptions(locale), [locale]);
  const [country, setCountry] = useState<Country | null>(null);
  const [missing, setMissing] = useState(false);
  const create = useCreatePaymentAccount();
  const link = useAccountLink();
  const openLink = useOpenAccountLink();
  const errorReason = usePaymentErrorMessage();
  const once = useSingleFlight();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!country) {
      setMissing(true);
      return;
    }
    void once(async () => {
      try {
        await create.mutateAsync(country);
      } catch (error) {
        notifications.show({ color: 'red', message: t('account.createFailed', { reason: errorReason(error) }) });
        return;
      }
      // Straight on to the onboarding; should the link fail, the account's "Continue onboarding" offers it again.
      try {
        openLink(await link.mutateAsync('reauth'));
      } catch (error) {
        notifications.show({ color: 'red', message: t('account.linkFailed', { reason: errorReason(error) }) });
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="payment-account-setup">
      <Stack gap="sm">
        <Text size="sm">{t('account.setupIntro')}</Text>
        <Select
          label={t('account.country')}
          placeholder={t('account.countryPlaceholder')}
          data={options}
          value={country}
          onChange={(value) => {
            setCountry(value as Country | null);
            setMissing(false);
          }}
          searchable
          required
          maw={360}
          error={missing ? t('account.countryRequired') : undefined}
          data-testid="payment-account-country"
        />
        <Group>
          <Button type="submit" loading={create.isPending || link.isPending} data-testid="payment-account-create">
            {t('account.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
