/* The authorisation matrix's entries for the promo-code routes (see expectations.ts for profiles and how to write one). */
import { route, type Entry } from './profiles.ts';
import type { RouteKey } from './route-table.ts';

export const PROMO_MATRIX: Record<RouteKey, Entry> = {};
// `route` is used once entries are added.
void route;
