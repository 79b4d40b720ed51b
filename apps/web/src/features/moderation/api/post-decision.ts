import {
  MODERATION_BULK_MAX,
  type ModerationCounts,
  type ModerationDecision,
  type ModerationPage,
  type Shoot,
  moderationDecisionResultSchema,
  moderationStateOf,
} from '@booth/shared';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationKey, moderationListKey, moderationSummaryKey } from '@/features/moderation/api/get-moderation-shoots';
import { type QueueData, type QueueFilters, applyShoot, decided, removeShoot } from '@/features/moderation/api/moderation-queue';
import { apiRequest } from '@/lib/api-client';

export interface DecisionVariables {
  shoots: Shoot[];
  decision: ModerationDecision;
}

export type ModerationSummary = Pick<ModerationPage, 'counts' | 'event'>;

/** POST /events/{slug}/moderation/decisions, in batches of MODERATION_BULK_MAX; answers how many changed. */
export async function postDecision(slug: string, ids: string[], decision: ModerationDecision): Promise<number> {
  let count = 0;
  for (let start = 0; start < ids.length; start += MODERATION_BULK_MAX) {
    const shootIDs = ids.slice(start, start + MODERATION_BULK_MAX);
    const result = await apiRequest(`/events/${encodeURIComponent(slug)}/moderation/decisions`, {
      method: 'POST',
      body: { shootIDs, decision },
      schema: moderationDecisionResultSchema,
    });
    count += result.count;
  }
  return count;
}

/** Every loaded list of the queue, each with the filters it was loaded with (the last part of its key). */
function loadedLists(queryClient: QueryClient, slug: string): [QueryKey, QueueData, QueueFilters][] {
  return queryClient
    .getQueriesData<QueueData>({ queryKey: moderationListKey(slug) })
    .filter((entry): entry is [QueryKey, QueueData] => entry[1] !== undefined)
    .map(([key, data]) => [key, data, key.at(-1) as QueueFilters]);
}

/** A picture as it now is, in every loaded list of the queue. */
export function applyShootEverywhere(queryClient: QueryClient, slug: string, shoot: Shoot): void {
  for (const [key, data, filters] of loadedLists(queryClient, slug)) queryClient.setQueryData(key, applyShoot(data, shoot, filters));
}

export function removeShootEverywhere(queryClient: QueryClient, slug: string, id: string): void {
  for (const [key, data] of loadedLists(queryClient, slug)) queryClient.setQueryData(key, removeShoot(data, id));
}

function shiftCounts(counts: ModerationCounts, before: Shoot[], after: Shoot[]): ModerationCounts {
  const next = { ...counts };
  for (const shoot of before) next[moderationStateOf(shoot)] = Math.max(0, next[moderationStateOf(shoot)] - 1);
  for (const shoot of after) next[moderationStateOf(shoot)] += 1;
  return next;
}

/**
 * Approve or hide pictures: shown at once (the pictures change state, move out of lists they no longer
 * match, the counts follow), put back as they were when the server refuses.
 */
export function useModerationDecision(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shoots, decision }: DecisionVariables) =>
      postDecision(
        slug,
        shoots.map((shoot) => shoot.id),
        decision,
      ),
    onMutate: async ({ shoots, decision }) => {
      await queryClient.cancelQueries({ queryKey: moderationKey(slug) });
      const snapshot = queryClient.getQueriesData({ queryKey: moderationKey(slug) });
      const at = new Date().toISOString();
      const after = shoots.map((shoot) => decided(shoot, decision, at));
      for (const shoot of after) applyShootEverywhere(queryClient, slug, shoot);
      queryClient.setQueryData<ModerationSummary>(moderationSummaryKey(slug), (summary) =>
        summary ? { ...summary, counts: shiftCounts(summary.counts, shoots, after) } : summary,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationSummaryKey(slug) }),
  });
}
