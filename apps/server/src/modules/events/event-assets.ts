import { assetRefsIn, eventSettingsSchema, type EventSettings, type FieldIssue } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { findUsableAssetIds } from './events.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every id the settings hold (asset references are ids wherever they sit: overlays, backgrounds,
 * fonts, videos…), de-duplicated. Ids of other things (filters, translations) find no asset and drop out.
 */
export function referencedIds(settings: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (UUID.test(value)) found.add(value.toLowerCase());
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(settings);
  return [...found];
}

/**
 * Refuses asset references that are not the organiser's own or public assets (another customer's
 * private asset, a deleted one, an id that never was one): 400 naming each setting's path. With
 * `previous` (an update) only references the change brings in count: an asset deleted while a
 * campaign used it must not block every later save of that campaign — the same rule as plan tiers.
 */
export async function assertUsableAssets(db: Db, customerId: string, next: EventSettings, previous?: EventSettings): Promise<void> {
  const before = new Set(previous ? assetRefsIn(eventSettingsSchema, previous).map((ref) => ref.id) : []);
  const brought = assetRefsIn(eventSettingsSchema, next).filter((ref) => !before.has(ref.id));
  if (brought.length === 0) return;
  const usable = await findUsableAssetIds(db, customerId, [...new Set(brought.map((ref) => ref.id))]);
  const fields: FieldIssue[] = brought
    .filter((ref) => !usable.has(ref.id))
    .map((ref) => ({ path: ref.path, message: 'No such asset in your library or the public assets' }));
  if (fields.length === 0) return;
  throw new Invalid(`Unknown assets: ${fields.map((field) => field.path).join(', ')}`, fields);
}
