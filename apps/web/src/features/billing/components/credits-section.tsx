import type { CreditEntry, CreditPack, PaymentProviderInfo } from '@booth/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { LoadMore } from '@/components/load-more';
import { SettingsSection } from '@/features/account/components/settings-section';
import { useConsumedCredits } from '@/features/billing/api/get-consumed-credits';
import { BuyCreditsDialog } from '@/features/billing/components/buy-credits-dialog';
import { useMoney } from '@/features/billing/money';
import { formatDay } from '@/features/devices/relative-time';
import { intlLocale } from '@/lib/format-bytes';
import { useInterfaceLocale } from '@/lib/locale';

const KIND_COLOR: Record<CreditEntry['kind'], string> = { grant: 'teal', purchase: 'blue', consumption: 'gray', adjustment: 'grape' };

/** The credit balance (GET /stripe/customer), its history (GET /customers/consumedCredits) and packs to buy. */
export function CreditsSection({ balance, packs, provider }: { balance: number; packs: readonly CreditPack[]; provider: PaymentProviderInfo }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const locale = useInterfaceLocale();
  const history = useConsumedCredits();
  const [buying, setBuying] = useState<CreditPack | null>(null);
  const number = (value: number) => new Intl.NumberFormat(intlLocale(locale), { signDisplay: 'exceptZero' }).format(value);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  const list = () => {
    if (history.isPending) return <Skeleton height={60} radius="md" />;
    if (history.isError) return <ApiErrorAlert error={history.error} testId="credits-error" />;
    if (entries.length === 0) {
      return (
        <Text size="sm" c="dimmed" data-testid="credits-empty">
          {t('credits.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('credits.when')}</Table.Th>
                <Table.Th>{t('credits.what')}</Table.Th>
                <Table.Th ta="right">{t('credits.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="credit-entry">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(entry.at, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Badge size="sm" variant="dot" color={KIND_COLOR[entry.kind]}>
                        {t(`credits.kinds.${entry.kind}`)}
                      </Badge>
                      <Text size="sm">{entry.note || entry.feature}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" fw={600} c={entry.amount < 0 ? 'red' : 'teal'}>
                    {number(entry.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <LoadMore query={history} label={t('credits.more')} testId="credits-more" />
      </Stack>
    );
  };

  return (
    <SettingsSection
      id="billing-credits"
      title={t('credits.title')}
      description={t('credits.description')}
      icon={IconCoins}
      aside={
        <Badge size="lg" variant="light" tt="none" data-testid="credits-balance">
          {t('credits.balance', { count: balance, formatted: new Intl.NumberFormat(intlLocale(locale)).format(balance) })}
        </Badge>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: Math.min(3, packs.length || 1) }} spacing="sm">
        {packs.map((pack) => (
          <Paper key={pack.id} withBorder radius="md" p="sm" data-testid={`credit-pack-${pack.id}`}>
            <Stack gap={6} align="flex-start">
              <Text fw={700}>{t('credits.pack', { count: pack.credits, formatted: new Intl.NumberFormat(intlLocale(locale)).format(pack.credits) })}</Text>
              <Text size="sm" c="dimmed">
                {t('credits.packPrice', { price: money(pack.price) })}
              </Text>
              <Button size="xs" variant="light" onClick={() => setBuying(pack)} data-testid={`credit-pack-buy-${pack.id}`}>
                {t('credits.buy')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {list()}
      <BuyCreditsDialog pack={buying} provider={provider} onClose={() => setBuying(null)} />
    </SettingsSection>
  );
}
