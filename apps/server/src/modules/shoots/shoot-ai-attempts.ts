import { createHash } from 'node:crypto';
import type { ShootAiRecord } from './shoots.table.ts';

/**
 * How many times a guest may ask for the effect again after it failed. The campaign settings have no
 * retake or retry limit of their own (campaigns §3 names none), so the booth offers two more tries:
 * enough for a provider's passing hiccup, few enough that a broken filter does not run up credits.
 */
export const SHOOT_AI_RETRY_LIMIT = 2;

export function aiRetriesLeft(record: Pick<ShootAiRecord, 'attempt'>): number {
  return Math.max(0, SHOOT_AI_RETRY_LIMIT - record.attempt);
}

/**
 * The execution id of a shoot's attempt: derived from both (a name-based UUID, RFC 9562 version 5
 * layout over SHA-1), so that a start repeated after a crash, or two starts racing, name the same
 * execution instead of running (and charging) the filter twice.
 */
export function shootAiExecutionId(shootId: string, attempt: number): string {
  const hash = createHash('sha1').update(`shoot-ai:${shootId.toLowerCase()}:${attempt}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
