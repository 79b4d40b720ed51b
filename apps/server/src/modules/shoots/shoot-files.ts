import { randomBytes } from 'node:crypto';
import { assertValidKey, assertValidPrefix } from '@/platform/files/file-keys.ts';

/** Every file of a campaign's pictures (`shoots/{eventId}/…`): removed with the campaign or the account. */
export function campaignShootsFolder(eventId: string): string {
  const prefix = `shoots/${eventId.toLowerCase()}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/**
 * Where a shoot's files live: `shoots/{eventId}/{shootId}/`. The shoot id is a UUID nobody can guess,
 * so its renditions can be served to anyone who has the microsite link; its uploaded originals
 * (`input-*`) are never served.
 */
export function shootFolder(eventId: string, shootId: string): string {
  const prefix = `shoots/${eventId.toLowerCase()}/${shootId.toLowerCase()}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/** A tag per upload attempt: two concurrent uploads of one shoot never write (or clean up) each other's files. */
export function uploadAttemptTag(): string {
  return randomBytes(4).toString('hex');
}

/** `shoots/{eventId}/{shootId}/input-{n}-{attempt}.{ext}`: the n-th uploaded frame or recording. */
export function shootInputKey(eventId: string, shootId: string, index: number, attempt: string, ext: string): string {
  const key = `${shootFolder(eventId, shootId)}input-${index}-${attempt}.${ext}`;
  assertValidKey(key);
  return key;
}

export const INPUT_FILE_PREFIX = 'input-';
