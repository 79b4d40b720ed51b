import type { EventSettings, FieldIssue } from '@booth/shared';
import { Invalid } from '@/errors.ts';
import type { Db } from '@/platform/db/database.ts';
import { findOwnEventIds } from './events.repo.ts';

const PATH = 'screens.presentation.mosaic.eventSources';

/**
 * Refuses mosaic event sources that are not the organiser's own campaigns (campaigns §3 Mosaic: "other
 * campaigns of the same customer"): 400 naming each entry's path. A wall never shows another customer's
 * pictures anyway (mosaic-access.ts), but a setting that cannot work is refused rather than kept. With
 * `previous` (an update) only ids the change brings in count, like assets: a source campaign deleted
 * later must not block every later save.
 */
export async function assertOwnEventSources(db: Db, customerId: string, next: EventSettings, previous?: EventSettings): Promise<void> {
  const before = new Set((previous?.screens.presentation.mosaic.eventSources ?? []).map((id) => id.toLowerCase()));
  const brought = next.screens.presentation.mosaic.eventSources.map((id, index) => ({ id: id.toLowerCase(), index })).filter(({ id }) => !before.has(id));
  if (brought.length === 0) return;
  const own = await findOwnEventIds(db, customerId, [...new Set(brought.map(({ id }) => id))]);
  const fields: FieldIssue[] = brought
    .filter(({ id }) => !own.has(id))
    .map(({ index }) => ({ path: `${PATH}.${index}`, message: 'No such campaign of yours' }));
  if (fields.length === 0) return;
  throw new Invalid(`Unknown campaigns: ${fields.map((field) => field.path).join(', ')}`, fields);
}

/**
 * Whether a save changed what the campaign's mosaic wall shows, so the wall follows at once: its
 * settings, or — while it is on — the campaign being archived or its guests' gallery opt-in (which
 * decides which pictures may go on it).
 */
export function mosaicChanged(next: EventSettings, previous: EventSettings | undefined): boolean {
  const mosaic = next.screens.presentation.mosaic;
  if (!previous) return mosaic.enabled;
  if (JSON.stringify(mosaic) !== JSON.stringify(previous.screens.presentation.mosaic)) return true;
  const optIn = (settings: EventSettings) => settings.screens.sharing.galleryOptIn.enabled;
  return mosaic.enabled && (next.archived !== previous.archived || optIn(next) !== optIn(previous));
}
