import type { QueryClient } from '@tanstack/react-query';
import { adminKey } from '@/features/admin/api/admin-key';
import { supportKey } from '@/features/admin/support/api/check-support';

/** What stays cached when the acting user changes: the app's config, support checks and the admin's own area. */
const KEPT = new Set<unknown>(['config', supportKey[0], adminKey[0]]);

/**
 * Entering or leaving support mode changes who the API acts as, but not the page: everything cached
 * for the previous actor (user record, level, campaigns, dashboard …) is dropped before the next page
 * loads, so the route guard fetches the user record again and no screen shows the other account's
 * data. The admin area's queries are kept until then (the open admin page would otherwise refetch
 * them with the support header) and refreshed afterwards.
 */
export async function switchActor(queryClient: QueryClient, go: () => Promise<void>): Promise<void> {
  await queryClient.cancelQueries({ predicate: (query) => !KEPT.has(query.queryKey[0]) });
  queryClient.removeQueries({ predicate: (query) => !KEPT.has(query.queryKey[0]) });
  await go();
  queryClient.removeQueries({ queryKey: adminKey, type: 'inactive' });
  void queryClient.invalidateQueries({ queryKey: adminKey });
}
