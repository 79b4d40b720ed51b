import { z } from 'zod';

/**
 * A campaign's public slug. A module of its own so that guest code needing only this (links, the
 * booth) does not load — and build — the whole event settings schema tree.
 */
export const eventSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'Not a valid slug' });
