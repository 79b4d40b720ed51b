import '@/features/ai-studio/ai-studio-i18n';
import { AI_DEFAULT_CREDITS_PER_RUN, type AiProviderInfo, type AiFilter } from '@booth/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAiFilters } from '@/features/ai-studio/api/get-ai-filters';
import { useAiProviders } from '@/features/ai-studio/api/get-ai-providers';

export interface AiBudgetCostProps {
  /** The filters the campaign's enabled AI modes offer. */
  filterIds: readonly string[];
  /** The campaign's AI budget in credits; null = no limit but the account's credits. */
  budget: number | null;
}

/** Credits one picture with each offered filter costs: the filter's provider's price per run. */
export function costsPerPicture(filterIds: readonly string[], filters: readonly AiFilter[], providers: readonly AiProviderInfo[]): number[] {
  const price = new Map(providers.map((provider) => [provider.name, provider.creditsPerRun]));
  const byId = new Map(filters.map((filter) => [filter.id, filter]));
  return filterIds.flatMap((id) => {
    const filter = byId.get(id);
    return filter ? [price.get(filter.provider) ?? AI_DEFAULT_CREDITS_PER_RUN] : [];
  });
}

/**
 * What the campaign's AI pictures will cost, under the budget field: the price of one picture (a range
 * when the filters' providers differ) and how many pictures the budget pays for, so an organiser knows
 * what an event will cost before the guests come.
 */
export function AiBudgetCost({ filterIds, budget }: AiBudgetCostProps) {
  const { t } = useTranslation('ai-studio');
  const filters = useAiFilters('all');
  const providers = useAiProviders();
  if (filterIds.length === 0 || !filters.data || !providers.data) return null;
  const costs = costsPerPicture(filterIds, filters.data, providers.data);
  if (costs.length === 0) return null;
  const [low, high] = [Math.min(...costs), Math.max(...costs)];
  const price = low === high ? t('budget.pricePerPicture', { count: low }) : t('budget.priceRange', { low, high });
  const coverage =
    budget === null ? t('budget.noLimit') : high === 0 ? t('budget.free') : t('budget.pictures', { count: Math.floor(budget / high) });
  return (
    <Text size="sm" c="dimmed" data-testid="ai-budget-cost">
      {price} {coverage}
    </Text>
  );
}

/** The filters the enabled AI modes of the edited settings offer (the editor holds them as plain JSON). */
export function offeredAiFilters(settings: Record<string, unknown>): string[] {
  const shutter = (settings.shutter ?? {}) as Record<string, { enabled?: unknown; aiFilters?: unknown } | undefined>;
  const ids = (['ai', 'aifilter'] as const).flatMap((kind) => {
    const mode = shutter[kind];
    return mode?.enabled === true && Array.isArray(mode.aiFilters) ? mode.aiFilters.filter((id): id is string => typeof id === 'string') : [];
  });
  return [...new Set(ids)];
}
