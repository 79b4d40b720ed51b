import { type ModerationPage, type ModerationState, type Shoot, type ShootKind, moderationStateOf } from '@booth/shared';
import type { InfiniteData } from '@tanstack/react-query';

/** The tab of the queue: one state, or every picture. */
export type QueueTab = ModerationState | 'all';

export interface QueueFilters {
  tab: QueueTab;
  kinds: ShootKind[];
}

export type QueueData = InfiniteData<ModerationPage, string | null>;

/** Whether a picture belongs in a list with these filters. */
export function matchesFilters(shoot: Pick<Shoot, 'isPublic' | 'moderatedAt' | 'kind'>, filters: QueueFilters): boolean {
  if (filters.tab !== 'all' && moderationStateOf(shoot) !== filters.tab) return false;
  return filters.kinds.length === 0 || filters.kinds.includes(shoot.kind);
}

function newerFirst(a: Pick<Shoot, 'createdAt' | 'id'>, b: Pick<Shoot, 'createdAt' | 'id'>): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime : b.id.localeCompare(a.id);
}

/**
 * A picture as it is now (from the live feed or a decision) applied to one loaded list: changed in place
 * while it still matches the filters, dropped when it no longer does, and inserted in its place (newest
 * first) when it newly matches and falls within what is loaded, so the keyset cursor stays right.
 */
export function applyShoot(data: QueueData, shoot: Shoot, filters: QueueFilters): QueueData {
  const matches = matchesFilters(shoot, filters);
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.shoots.some((item) => item.id === shoot.id)) return page;
    found = true;
    return { ...page, shoots: matches ? page.shoots.map((item) => (item.id === shoot.id ? shoot : item)) : page.shoots.filter((item) => item.id !== shoot.id) };
  });
  if (found || !matches) return found ? { ...data, pages } : data;

  const last = pages.length - 1;
  const target = pages.findIndex((page, index) => {
    const oldest = page.shoots.at(-1);
    // The last page takes anything older only when nothing further is left to load.
    return oldest ? newerFirst(shoot, oldest) <= 0 || (index === last && page.nextCursor === null) : index === last && page.nextCursor === null;
  });
  if (target === -1) return data;
  return {
    ...data,
    pages: pages.map((page, index) => (index === target ? { ...page, shoots: [...page.shoots, shoot].sort(newerFirst) } : page)),
  };
}

/** A picture deleted (live feed `remove`): gone from the list. */
export function removeShoot(data: QueueData, id: string): QueueData {
  if (!data.pages.some((page) => page.shoots.some((item) => item.id === id))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, shoots: page.shoots.filter((item) => item.id !== id) })) };
}

/** A decision as the server will record it, for the optimistic view. */
export function decided(shoot: Shoot, decision: 'approve' | 'hide', at: string): Shoot {
  return { ...shoot, isPublic: decision === 'approve', moderatedAt: at };
}
