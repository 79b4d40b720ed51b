import type { CustomerDetail } from '@booth/shared';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlusMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/load-more';
import { useConsumedCredits } from '@/features/admin/api/get-consumed-credits';
import { AdjustCreditsDialog } from '@/features/admin/components/adjust-credits-dialog';
import { QueryState } from '@/features/admin/components/query-state';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatDateTime } from '@/features/events/format';
import { intlLocale } from '@/lib/format-bytes';
import { useLocale } from '@/lib/locale';
import { SoftBadge } from '@/features/admin/components/soft-badge';

const kindColour = { grant: 'teal', consumption: 'gray', adjustment: 'blue', purchase: 'grape' } as const;

/** Balance, consumption and the credit history (GET /customers/{id}/consumedCredits), with "adjust ±". */
export function CreditsCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(intlLocale(locale), { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(intlLocale(locale));
  const [adjusting, setAdjusting] = useState(false);
  const query = useConsumedCredits(customer.id);
  const first = query.data?.pages[0];
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const balance = first?.balance ?? customer.credits.balance;
  const consumed = first?.consumed ?? customer.credits.consumed;
  return (
    <SectionCard
      title={t('credits.title')}
      testId="customer-credits"
      actions={
        <Button size="xs" leftSection={<IconPlusMinus size={14} />} onClick={() => setAdjusting(true)} data-testid="adjust-credits">
          {t('credits.adjust')}
        </Button>
      }
    >
      <Group gap="xl">
        {[
          { key: 'balance', label: t('credits.balance'), value: balance },
          { key: 'consumed', label: t('credits.consumed'), value: consumed },
        ].map((figure) => (
          <Stack key={figure.key} gap={0}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} fz={28} data-testid={`credits-${figure.key}`}>
              {plain.format(figure.value)}
            </Text>
          </Stack>
        ))}
        <SoftBadge color={customer.credits.creditConsumption ? 'teal' : 'gray'}>
          {customer.credits.creditConsumption ? t('credits.metered') : t('credits.notMetered')}
        </SoftBadge>
      </Group>
      <QueryState query={query} empty={entries.length === 0} emptyText={t('credits.none')} errorTestId="credits-error" skeletonHeight={80}>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={6} data-testid="credit-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('credits.when')}</Table.Th>
                <Table.Th>{t('credits.kind')}</Table.Th>
                <Table.Th ta="right">{t('credits.amount')}</Table.Th>
                <Table.Th>{t('credits.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="credit-entry">
                  <Table.Td>
                    <Text size="sm">{formatDateTime(entry.at, locale)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <SoftBadge size="sm" color={kindColour[entry.kind]}>
                      {t(`credits.kinds.${entry.kind}`)}
                    </SoftBadge>
                  </Table.Td>
                  <Table.Td ta="right" fw={600} c={entry.amount < 0 ? 'red.8' : 'teal.8'}>
                    {numbers.format(entry.amount)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{[entry.feature, entry.note].filter(Boolean).join(' · ') || '—'}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <LoadMore query={query} label={t('credits.more')} testId="credits-more" />
      <AdjustCreditsDialog customerId={customer.id} opened={adjusting} onClose={() => setAdjusting(false)} />
    </SectionCard>
  );
}
