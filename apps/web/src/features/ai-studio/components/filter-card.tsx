import type { AiFilter, AiProviderName } from '@booth/shared';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterThumbnail } from '@/features/ai-studio/components/filter-thumbnail';
import { PinLine } from '@/features/ai-studio/components/pin-line';
import { useProviderLabel } from '@/features/ai-studio/provider-label';

/** Columns of a grid of filter cards by screen width. */
export const FILTER_GRID = { base: 1, xs: 2, sm: 3, md: 4 } as const;

/** A filter at a glance: thumbnail, name, kind, provider (the local one named as what it is), and actions. */
export function FilterCard({ filter, actions, canGenerate }: { filter: AiFilter; actions: ReactNode; canGenerate: boolean }) {
  const { t } = useTranslation('ai-studio');
  const providerLabel = useProviderLabel();
  const color: Record<AiProviderName, string> = { event_station: 'grape', openai: 'blue', local: 'gray' };
  return (
    <Card withBorder radius="md" padding="sm" data-testid="filter-card" data-slug={filter.slug}>
      <Stack gap="xs" h="100%">
        <FilterThumbnail filter={filter} canGenerate={canGenerate} />
        <Text fw={700} lineClamp={1} data-testid="filter-card-name">
          {filter.name}
        </Text>
        {filter.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {filter.description}
          </Text>
        )}
        <Group gap={4}>
          <Badge size="sm" variant="light">
            {t(`types.${filter.filterType}`)}
          </Badge>
          <Badge size="sm" variant="outline" color={color[filter.provider]} data-testid="filter-card-provider" style={{ textTransform: 'none' }}>
            {providerLabel(filter.provider)}
          </Badge>
          {filter.isPublic && (
            <Badge size="sm" variant="light" color="teal">
              {t('types.public')}
            </Badge>
          )}
          {filter.useSeparateIds && (
            <Badge size="sm" variant="light" color="orange">
              {t('types.separate')}
            </Badge>
          )}
        </Group>
        {filter.pin && <PinLine pin={filter.pin} />}
        <Group gap="xs" mt="auto">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
