import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShortEvents } from '@/features/devices/api/get-tablet-campaigns';

export interface CampaignSourcesFieldProps {
  label: string;
  description?: string;
  /** Campaign ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  max?: number;
  error?: string;
  testId: string;
}

/**
 * The mosaic's other campaigns (`eventSources`): the organiser's own campaigns other than the one being
 * edited, chosen by name. The server refuses any campaign that is not the owner's; here only the
 * owner's are offered. A campaign that is gone (deleted) stays listed under a neutral name so it can
 * be taken out.
 */
export function CampaignSourcesField({ label, description, value, onChange, max, error, testId }: CampaignSourcesFieldProps) {
  const { t } = useTranslation('events');
  const { slug } = useParams();
  const query = useShortEvents();
  const campaigns = (query.data ?? []).filter((campaign) => campaign.slug !== slug);
  const known = new Set(campaigns.map((campaign) => campaign.id));
  const data = [
    ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.archived ? t('mosaic.sources.archived', { name: campaign.name }) : campaign.name })),
    ...(query.isSuccess ? value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: t('mosaic.sources.missing') })) : []),
  ];
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? t('mosaic.sources.placeholder') : undefined}
      nothingFoundMessage={t('mosaic.sources.none')}
      data={data}
      value={[...value]}
      onChange={onChange}
      maxValues={max}
      searchable
      hidePickedOptions
      error={error}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
