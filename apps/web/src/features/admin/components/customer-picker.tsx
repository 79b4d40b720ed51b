import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerMatches } from '@/features/admin/api/get-customers';

export interface PickedCustomer {
  id: string;
  email: string;
}

interface CustomerPickerProps {
  label: string;
  description?: string;
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  /** The customer being worked on, who cannot be their own source. */
  excludeId?: string;
  error?: string;
  testId: string;
}

/** Picks a customer by typing part of the e-mail or name; the server searches (GET /customers?q=). */
export function CustomerPicker({ label, description, value, onChange, excludeId, error, testId }: CustomerPickerProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  // While the field shows the picked e-mail there is nothing to search for.
  const matches = useCustomerMatches(value && q === value.email ? '' : q.trim());
  const options = (matches.data?.customers ?? []).filter((customer) => customer.id !== excludeId).map((customer) => ({ value: customer.id, label: customer.email }));
  // The picked customer stays selectable (and named) whatever the current search finds.
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.email });
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('picker.placeholder')}
      searchable
      clearable
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; Mantine's own filter would hide matches on the name.
      filter={({ options: all }) => all}
      nothingFoundMessage={matches.isFetching ? t('picker.searching') : t('picker.nothingFound')}
      onChange={(id, option) => onChange(id ? { id, email: option.label } : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
