import { shootFolder } from '@/modules/shoots/shoot-files.ts';
import { assertValidKey, assertValidPrefix } from '@/platform/files/file-keys.ts';

/** The picture an execution ran on and the result it made. */
export type AiExecutionFile = 'source' | 'result';

/**
 * `ai/{customerId}/{id[0..1]}/{id}/{file}.jpg`: deterministic, so a retried job overwrites its result
 * instead of adding one, and sharded like the assets so no folder of the local store grows past a few
 * hundred entries. Both are JPEG: the input is re-encoded on upload, the result when it is checked.
 */
export function aiExecutionKey(customerId: string, executionId: string, file: AiExecutionFile): string {
  const id = executionId.toLowerCase();
  const key = `${aiFilesPrefix(customerId)}${id.slice(0, 2)}/${id}/${file}.jpg`;
  assertValidKey(key);
  return key;
}

/**
 * Where an execution's result goes. A guest's picture keeps it in the shoot's own folder, so that it
 * goes with the picture, the campaign and the account (deletion removes those folders, and scheduled
 * deletion promises the guests exactly that); studio tests and thumbnails keep it in the customer's.
 */
export function aiResultKey(execution: { id: string; customerId: string; eventId: string | null; shootId: string | null }): string {
  if (!execution.eventId || !execution.shootId) return aiExecutionKey(execution.customerId, execution.id, 'result');
  const key = `${shootFolder(execution.eventId, execution.shootId)}ai-${execution.id.toLowerCase()}-result.jpg`;
  assertValidKey(key);
  return key;
}

/** Every AI picture of a customer (account deletion removes the folder). */
export function aiFilesPrefix(customerId: string): string {
  const prefix = `ai/${customerId.toLowerCase()}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/** Pictures served from here are private: never cached by a shared cache, never sniffed. */
export const AI_FILE_CACHE = 'private, no-store';
