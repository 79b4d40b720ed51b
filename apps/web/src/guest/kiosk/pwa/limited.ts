/**
 * Runs `work` on every item with at most `parallel` at once, and rejects with the first failure once
 * the runs in flight have settled. The precache and a campaign's assets are many files; a tablet on
 * venue Wi-Fi does better with a few downloads at a time than with a hundred at once.
 */
export async function forEachLimited<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  async function lane(): Promise<void> {
    while (next < items.length && !failure) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}
