import type { AdminCustomerRow } from '@booth/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RoleBadges } from '@/features/admin/components/role-badges';
import { formatDay, formatRelativeTime } from '@/features/devices/relative-time';
import { useLocale, useLocalePath } from '@/lib/locale';
import { intlLocale } from '@/lib/format-bytes';
import { SoftBadge } from '@/features/admin/components/soft-badge';

function fullName(row: Pick<AdminCustomerRow, 'firstName' | 'name'>): string {
  return [row.firstName, row.name].filter(Boolean).join(' ');
}

/** All customers as rows; a row (or its e-mail, for keyboards) opens the customer's page. */
export function CustomerTable({ customers, now }: { customers: AdminCustomerRow[]; now: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="customer-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.customer')}</Table.Th>
            <Table.Th>{t('list.columns.plan')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.credits')}</Table.Th>
            <Table.Th>{t('list.columns.role')}</Table.Th>
            <Table.Th>{t('list.columns.lastActivity')}</Table.Th>
            <Table.Th>{t('list.columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((row) => {
            const to = lp(`/admin/customers/${row.id}`);
            return (
              <Table.Tr key={row.id} onClick={() => void navigate(to)} style={{ cursor: 'pointer' }} data-testid="customer-row" data-id={row.id}>
                <Table.Td maw={320}>
                  <Anchor component={Link} to={to} fw={600} size="sm" onClick={(event) => event.stopPropagation()} data-testid="customer-email" style={{ wordBreak: 'break-all' }}>
                    {row.email}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate="end">
                    {fullName(row) || t('list.noName')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SoftBadge color="secondary" data-testid="customer-plan">
                    {row.plan}
                  </SoftBadge>
                </Table.Td>
                <Table.Td ta="right" data-testid="customer-credits">
                  {numbers.format(row.credits)}
                </Table.Td>
                <Table.Td>
                  <RoleBadges role={row.role} admin={row.admin} activated={row.activated} />
                </Table.Td>
                <Table.Td data-testid="customer-last-activity">
                  <Text size="sm" title={row.lastActivityAt ?? undefined}>
                    {row.lastActivityAt ? formatRelativeTime(row.lastActivityAt, now, locale) : t('list.never')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDay(row.createdAt, locale)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
