import '@/features/moderation/moderation-i18n';
import { type ModerationCounts, type ShootKind, shootKinds } from '@booth/shared';
import { Badge, Group, MultiSelect, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueueFilters, QueueTab } from '@/features/moderation/api/moderation-queue';
import { stateColor } from '@/features/moderation/components/state-badge';

const tabs: QueueTab[] = ['pending', 'approved', 'hidden', 'all'];

/** The queue's tabs (pending, approved, hidden, all, each with its count) and the kind filter. */
export function QueueFiltersBar({ filters, counts, onChange }: { filters: QueueFilters; counts: ModerationCounts | undefined; onChange: (filters: QueueFilters) => void }) {
  const { t } = useTranslation('moderation');
  const count = (tab: QueueTab) => (counts ? (tab === 'all' ? counts.pending + counts.approved + counts.hidden : counts[tab]) : undefined);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Tabs
        value={filters.tab}
        onChange={(value) => value && onChange({ ...filters, tab: value as QueueTab })}
        variant="pills"
        radius="xl"
        aria-label={t('filters.state')}
        style={{ maxWidth: '100%' }}
      >
        <Tabs.List style={{ rowGap: 6 }}>
          {tabs.map((tab) => {
            const value = count(tab);
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                rightSection={
                  value !== undefined && (
                    <Badge size="sm" variant={filters.tab === tab ? 'white' : 'light'} color={tab === 'all' ? 'gray' : stateColor[tab]} data-testid={`moderation-count-${tab}`}>
                      {value}
                    </Badge>
                  )
                }
                style={{ flexShrink: 0 }}
                data-testid={`moderation-tab-${tab}`}
              >
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <MultiSelect
        aria-label={t('filters.kind')}
        placeholder={filters.kinds.length === 0 ? t('filters.kindAll') : undefined}
        data={shootKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        value={filters.kinds}
        onChange={(kinds) => onChange({ ...filters, kinds: kinds as ShootKind[] })}
        clearable
        style={{ flex: '1 1 14rem', maxWidth: 320 }}
        data-testid="moderation-filter-kind"
      />
    </Group>
  );
}
