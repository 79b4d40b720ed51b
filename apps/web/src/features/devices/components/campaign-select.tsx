import type { Device, EventListItem } from '@booth/shared';
import { Select } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NO_CAMPAIGN, campaignOptions } from '@/features/devices/device-status';

interface CampaignSelectProps {
  events: readonly EventListItem[] | undefined;
  /** The campaign assigned now (kept as an option even when archived). */
  assigned: Device['event'];
  value: string | null;
  onChange: (eventId: string | null) => void;
  label: string;
  /** Spoken name when the visible label is shared by several cards ("Campaign of Entrance"). */
  ariaLabel?: string;
  disabled?: boolean;
  description?: string;
  /** The hint under the field, so selects with and without one line up across the device cards. */
  hintBelow?: boolean;
  error?: string;
  testId: string;
}

/** The organiser's tablet campaigns (boothType ipad) and "no campaign", for a tablet to open. */
export function CampaignSelect({ events, assigned, value, onChange, label, ariaLabel, disabled, description, hintBelow, error, testId }: CampaignSelectProps) {
  const { t } = useTranslation('devices');
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      description={description}
      inputWrapperOrder={hintBelow ? ['label', 'input', 'description', 'error'] : undefined}
      error={error}
      data={campaignOptions(events, assigned, t('campaign.none'))}
      value={value ?? NO_CAMPAIGN}
      onChange={(next) => onChange(next === null || next === NO_CAMPAIGN ? null : next)}
      allowDeselect={false}
      searchable={(events?.length ?? 0) > 8}
      nothingFoundMessage={t('campaign.nothingFound')}
      leftSection={<IconCalendarEvent size={16} />}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
