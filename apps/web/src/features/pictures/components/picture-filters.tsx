import '@/features/pictures/pictures-i18n';
import { shootKinds, type ShootKind } from '@booth/shared';
import { Group, Loader, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PictureFilters as Filters } from '@/features/pictures/api/get-pictures';

export interface PictureFiltersProps {
  filters: Filters;
  /** The search as typed; the list follows it debounced. */
  search: string;
  onSearch: (search: string) => void;
  onChange: (filters: Filters) => void;
  searching: boolean;
}

/** Search, kind, contact, visibility and order of the picture table. */
export function PictureFilters({ filters, search, onSearch, onChange, searching }: PictureFiltersProps) {
  const { t } = useTranslation('pictures');
  const { t: te } = useTranslation('events');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        value={search}
        onChange={(change) => onSearch(change.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={searching ? <Loader size={14} /> : null}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={200}
        style={{ flex: '1 1 16rem', maxWidth: 380 }}
        data-testid="pictures-search"
      />
      <MultiSelect
        label={t('filters.kind')}
        placeholder={filters.kinds.length === 0 ? t('filters.kindAll') : undefined}
        data={shootKinds.map((kind) => ({ value: kind, label: te(`pictures.kind.${kind}`, { defaultValue: kind }) }))}
        value={filters.kinds}
        onChange={(kinds) => onChange({ ...filters, kinds: kinds as ShootKind[] })}
        clearable
        style={{ flex: '1 1 12rem', maxWidth: 280 }}
        data-testid="pictures-filter-kind"
      />
      <Select
        label={t('filters.contact')}
        data={[
          { value: '', label: t('filters.contactAll') },
          { value: '1', label: t('filters.contactWith') },
          { value: '0', label: t('filters.contactWithout') },
        ]}
        value={filters.contact}
        onChange={(contact) => onChange({ ...filters, contact: (contact ?? '') as Filters['contact'] })}
        allowDeselect={false}
        style={{ flex: '0 1 13rem' }}
        data-testid="pictures-filter-contact"
      />
      <Select
        label={t('filters.visibility')}
        data={[
          { value: '', label: t('filters.visibilityAll') },
          { value: 'public', label: t('filters.public') },
          { value: 'hidden', label: t('filters.hidden') },
        ]}
        value={filters.visibility}
        onChange={(visibility) => onChange({ ...filters, visibility: (visibility ?? '') as Filters['visibility'] })}
        allowDeselect={false}
        style={{ flex: '0 1 13rem' }}
        data-testid="pictures-filter-visibility"
      />
      <Select
        label={t('filters.sort')}
        data={[
          { value: 'desc', label: t('filters.newest') },
          { value: 'asc', label: t('filters.oldest') },
        ]}
        value={filters.order}
        onChange={(order) => onChange({ ...filters, order: order === 'asc' ? 'asc' : 'desc' })}
        allowDeselect={false}
        style={{ flex: '0 1 11rem' }}
        data-testid="pictures-sort"
      />
    </Group>
  );
}
