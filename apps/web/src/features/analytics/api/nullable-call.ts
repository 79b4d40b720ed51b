/**
 * Platform §7: analytics calls that fail are logged (the API client logs every failure) and yield null,
 * so the page shows what did load and an error state for what did not. A cancelled call is rethrown.
 */
export async function nullOnFailure<T>(call: Promise<T>, signal?: AbortSignal): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
