import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/load-more';
import { useCustomerAudit } from '@/features/admin/api/get-customer-audit';
import { auditActionKey, auditDetailLine } from '@/features/admin/audit-text';
import { QueryState } from '@/features/admin/components/query-state';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatDateTime } from '@/features/events/format';
import { useLocale } from '@/lib/locale';
import { SoftBadge } from '@/features/admin/components/soft-badge';

const kindColour = { support: 'yellow', admin: 'grape', account: 'blue' } as const;

/** The customer's audit log (GET /customers/{id}/audit): who did what, when; the customer sees the same under their profile. */
export function AuditCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const query = useCustomerAudit(customerId);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const words = { yes: t('audit.yes'), no: t('audit.no') };
  return (
    <SectionCard title={t('audit.title')} description={t('audit.subtitle')} testId="customer-audit">
      <QueryState query={query} empty={entries.length === 0} emptyText={t('audit.none')} errorTestId="audit-error" skeletonHeight={120}>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6} data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.when')}</Table.Th>
                <Table.Th>{t('audit.who')}</Table.Th>
                <Table.Th>{t('audit.what')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const key = auditActionKey(entry.action);
                const detail = auditDetailLine(entry.detail, words);
                return (
                  <Table.Tr key={entry.id} data-testid="admin-audit-entry" data-action={entry.action}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDateTime(entry.at, locale)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <SoftBadge size="sm" color={kindColour[entry.kind]} mb={2}>
                        {t(`audit.kinds.${entry.kind}`)}
                      </SoftBadge>
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {entry.actorEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {key ? t(`audit.actions.${key}`) : entry.action}
                      </Text>
                      {detail && (
                        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                          {detail}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
      <LoadMore query={query} label={t('audit.more')} testId="audit-more" />
    </SectionCard>
  );
}
