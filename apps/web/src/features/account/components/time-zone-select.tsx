import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '@/features/account/time-zones';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}

/**
 * A searchable list of every IANA time zone the browser knows ("Berlin", "GMT+1" both find Europe/Berlin),
 * with the saved zone and this device's zone on top.
 */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const { t } = useTranslation('account');
  // Built from the zone saved when the form opened, so the list does not reorder while choosing.
  const [saved] = useState(value);
  const data = useMemo(() => {
    const { suggested, others } = timeZoneOptions(saved);
    return [
      { group: t('profile.timeZoneSuggested'), items: suggested },
      { group: t('profile.timeZoneAll'), items: others },
    ];
  }, [saved, t]);
  return (
    <Select
      label={t('profile.timeZone')}
      description={t('profile.timeZoneHint')}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('profile.timeZoneNone')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-testid="profile-time-zone"
    />
  );
}
