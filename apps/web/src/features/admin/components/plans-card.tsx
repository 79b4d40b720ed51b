import { Button, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCustomersPlans } from '@/features/admin/api/customers-plans';
import { QueryState } from '@/features/admin/components/query-state';
import { RecalculationStatus } from '@/features/admin/components/recalculation-status';
import { SectionCard } from '@/features/admin/components/section-card';
import { useRecalculationFlow } from '@/features/admin/components/use-recalculation-flow';
import { SoftBadge } from '@/features/admin/components/soft-badge';

/** The plans catalogue with how many customers hold each (GET /customersPlans), and "recalculate all". */
export function PlansCard() {
  const { t } = useTranslation('admin');
  const query = useCustomersPlans();
  const flow = useRecalculationFlow(null, query.data?.lastRun);
  const plans = query.data?.plans ?? [];
  return (
    <SectionCard
      title={t('plans.title')}
      description={t('plans.subtitle')}
      testId="plans-card"
      actions={
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={flow.start} loading={flow.processing} data-testid="recalculate-all">
          {t('plans.recalculateAll')}
        </Button>
      }
    >
      <QueryState query={query} empty={false} emptyText="" errorTestId="plans-error" skeletonHeight={160}>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6} data-testid="plans-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plans.plan')}</Table.Th>
                <Table.Th>{t('plans.products')}</Table.Th>
                <Table.Th>{t('plans.level')}</Table.Th>
                <Table.Th ta="right">{t('plans.holders')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.map((plan) => (
                <Table.Tr key={plan.id} data-testid="plan-row" data-plan={plan.name}>
                  <Table.Td>
                    <SoftBadge color="secondary">
                      {plan.name}
                    </SoftBadge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{plan.products.map((product) => t(`products.${product}`)).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>{plan.level ?? '—'}</Table.Td>
                  <Table.Td ta="right" fw={600} data-testid="plan-holders">
                    {plan.customers}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <RecalculationStatus run={flow.run} processing={flow.processing} error={flow.error} />
    </SectionCard>
  );
}
