import '@/features/ai-studio/ai-studio-i18n';
import type { AiFilter } from '@booth/shared';
import { Anchor, Avatar, Badge, Box, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AiFailureAlert } from '@/features/ai-studio/ai-failure';
import { useAiFilters } from '@/features/ai-studio/api/get-ai-filters';
import { useProviderLabel } from '@/features/ai-studio/provider-label';
import { useLocalePath } from '@/lib/locale';

export interface AiFilterPickerProps {
  label: string;
  description?: string;
  /** Filter ids, in the order guests see them. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  max?: number;
  error?: string;
  testId: string;
}

function Thumb({ filter, size }: { filter: AiFilter | undefined; size: number }) {
  return (
    <Avatar src={filter?.thumbnail ?? null} size={size} radius="sm" alt="">
      <IconSparkles size={size * 0.55} />
    </Avatar>
  );
}

/**
 * A campaign's AI filters (a capture mode's `aiFilters`): the customer's own and the library's, chosen
 * by name with their thumbnails, in the order guests see them. A filter that no longer exists is still
 * shown, so it can be taken out.
 */
export function AiFilterPicker({ label, description, value, onChange, max, error, testId }: AiFilterPickerProps) {
  const { t } = useTranslation('ai-studio');
  const lp = useLocalePath();
  const providerLabel = useProviderLabel();
  const query = useAiFilters('all');
  const filters = query.data ?? [];
  const byId = new Map(filters.map((filter) => [filter.id, filter]));
  const missing = value.filter((id) => !byId.has(id));
  const data = [
    ...filters.map((filter) => ({ value: filter.id, label: filter.name })),
    ...(query.isSuccess ? missing.map((id) => ({ value: id, label: t('picker.missing') })) : []),
  ];

  return (
    <Stack gap={6} data-testid={testId}>
      <MultiSelect
        label={label}
        description={description}
        placeholder={value.length === 0 ? t('picker.placeholder') : undefined}
        data={data}
        value={[...value]}
        onChange={onChange}
        maxValues={max}
        searchable
        hidePickedOptions
        nothingFoundMessage={query.isPending ? t('picker.loading') : t('picker.nothing')}
        error={error}
        renderOption={({ option }) => {
          const filter = byId.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap" data-testid="ai-filter-option">
              <Thumb filter={filter} size={36} />
              <div>
                <Text size="sm">{option.label}</Text>
                {filter && (
                  <Text size="xs" c="dimmed">
                    {filter.isPublic && !filter.editable ? t('picker.library') : t('picker.own')} · {providerLabel(filter.provider)}
                  </Text>
                )}
              </div>
            </Group>
          );
        }}
        data-testid={`${testId}-select`}
      />
      {query.isError && <AiFailureAlert messageKey="load" error={query.error} />}
      {value.length > 0 && (
        <Group gap="sm" data-testid={`${testId}-chosen`}>
          {value.map((id, index) => {
            const filter = byId.get(id);
            return (
              <Box key={id} ta="center" w={72} data-testid="ai-filter-chosen">
                <Thumb filter={filter} size={56} />
                <Text size="xs" lineClamp={1} mt={2}>
                  {index + 1}. {filter?.name ?? t('picker.missing')}
                </Text>
                {filter && !filter.thumbnail && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('picker.noThumbnail')}
                  </Badge>
                )}
              </Box>
            );
          })}
        </Group>
      )}
      <Anchor component={Link} to={lp('/aistudio')} size="xs" w="fit-content">
        {t('picker.studioLink')}
      </Anchor>
    </Stack>
  );
}
