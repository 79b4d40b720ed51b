import type { CustomerDetail } from '@booth/shared';
import { Button, Table, Text } from '@mantine/core';
import { IconRefresh, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantPlanDialog } from '@/features/admin/components/grant-plan-dialog';
import { RecalculationStatus } from '@/features/admin/components/recalculation-status';
import { SectionCard } from '@/features/admin/components/section-card';
import { useRecalculationFlow } from '@/features/admin/components/use-recalculation-flow';
import { formatDay } from '@/features/devices/relative-time';
import { useLocale } from '@/lib/locale';
import { SoftBadge } from '@/features/admin/components/soft-badge';

/** The customer's plan per product with grants and their end, "grant plan" and "recalculate this customer". */
export function CustomerPlansCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [granting, setGranting] = useState(false);
  const flow = useRecalculationFlow(customer.id, null);
  const processing = flow.processing || customer.recalculating;
  const plans = customer.plans ?? [];
  return (
    <SectionCard
      title={t('plans.customerTitle')}
      description={t('plans.customerSubtitle')}
      testId="customer-plans"
      actions={
        <>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={flow.start} loading={processing} data-testid="recalculate-customer">
            {t('plans.recalculate')}
          </Button>
          <Button size="xs" leftSection={<IconRosetteDiscountCheck size={14} />} onClick={() => setGranting(true)} data-testid="grant-plan">
            {t('plans.grantOpen')}
          </Button>
        </>
      }
    >
      {plans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('plans.onlyFree', { plan: customer.plan.name })}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6} data-testid="customer-plan-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plans.product')}</Table.Th>
                <Table.Th>{t('plans.plan')}</Table.Th>
                <Table.Th>{t('plans.grantedAt')}</Table.Th>
                <Table.Th>{t('plans.validUntil')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.map((plan) => (
                <Table.Tr key={plan.product} data-testid="customer-plan-row" data-product={plan.product}>
                  <Table.Td>{t(`products.${plan.product}`)}</Table.Td>
                  <Table.Td>
                    <SoftBadge color="secondary" data-testid="customer-plan-name">
                      {plan.plan.name}
                    </SoftBadge>
                  </Table.Td>
                  <Table.Td>{formatDay(plan.grantedAt, locale)}</Table.Td>
                  <Table.Td>{plan.validUntil ? formatDay(plan.validUntil, locale) : t('plans.openEnded')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RecalculationStatus run={flow.run} processing={processing} error={flow.error} />
      <GrantPlanDialog customerId={customer.id} opened={granting} onClose={() => setGranting(false)} />
    </SectionCard>
  );
}
