import type { Shoot } from '@booth/shared';
import type { Db } from '@/platform/db/database.ts';
import { toShootDto } from './shoot-views.ts';
import { listShoots } from './shoots.repo.ts';

/** What GET /events/{slug}?shoots=1 carries: the first page of the list (newest first, the list's default size). */
export const FIRST_PAGE_SHOOTS = 24;

/** The campaign's newest pictures (the caller has checked the campaign is the organiser's). */
export async function firstShootPage(db: Db, eventId: string, publicUrl: string): Promise<Shoot[]> {
  const { rows } = await listShoots(db, { eventId, limit: FIRST_PAGE_SHOOTS, offset: 0 });
  return rows.map((row) => toShootDto(row, publicUrl));
}
