import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerData } from '@/features/admin/api/get-customer-data';
import { QueryState } from '@/features/admin/components/query-state';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatDay } from '@/features/devices/relative-time';
import { useLocale, useLocalePath } from '@/lib/locale';
import { SoftBadge } from '@/features/admin/components/soft-badge';

const SUMMARY_SIZE = 5;

/** The customer's latest campaigns at a glance, with the way to all their data. */
export function CampaignsCard({ customerId, total }: { customerId: string; total: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const lp = useLocalePath();
  const query = useCustomerData(customerId);
  const events = query.data?.events.slice(0, SUMMARY_SIZE) ?? [];
  return (
    <SectionCard
      title={t('campaigns.title')}
      description={t('campaigns.count', { count: total })}
      testId="customer-campaigns"
      actions={
        <Anchor component={Link} to={lp(`/admin/customers/${customerId}/data`)} size="sm" data-testid="customer-data-link">
          <Group gap={4}>
            {t('campaigns.allData')}
            <IconArrowRight size={14} />
          </Group>
        </Anchor>
      }
    >
      <QueryState query={query} empty={events.length === 0} emptyText={t('campaigns.none')} errorTestId="campaigns-error" skeletonHeight={90}>
        <Stack gap={8}>
          {events.map((event) => (
            <Group key={event.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="campaign-summary">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate="end" data-testid="campaign-summary-name">
                  {event.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('campaigns.meta', { count: event.shoots, date: formatDay(event.updatedAt, locale) })}
                </Text>
              </Stack>
              <SoftBadge color={event.live ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
                {event.live ? t('campaigns.live') : t('campaigns.draft')}
              </SoftBadge>
            </Group>
          ))}
        </Stack>
      </QueryState>
    </SectionCard>
  );
}
