import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKey } from '@/features/events/api/get-events';
import { patchEvent } from '@/features/events/api/patch-event';
import { moderationSummaryKey } from '@/features/moderation/api/get-moderation-shoots';
import type { ModerationSummary } from '@/features/moderation/api/post-decision';

/** PATCH /events/{id} {autoPublic}: whether new pictures start approved. Switched at once, switched back on failure. */
export function useAutoPublic(slug: string) {
  const queryClient = useQueryClient();
  const key = moderationSummaryKey(slug);
  const set = (autoPublic: boolean) =>
    queryClient.setQueryData<ModerationSummary>(key, (summary) => (summary ? { ...summary, event: { ...summary.event, autoPublic } } : summary));
  return useMutation({
    mutationFn: ({ id, autoPublic }: { id: string; autoPublic: boolean }) => patchEvent({ id, body: { autoPublic } }),
    onMutate: async ({ autoPublic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      set(autoPublic);
    },
    onError: (_error, { autoPublic }) => set(!autoPublic),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: eventsKey })]),
  });
}
