import { sql } from 'drizzle-orm';
import { shoots } from '@/modules/shoots/shoots.table.ts';

/**
 * The files a picture row keeps in the store, as rows (path, size): its uploaded originals and every
 * rendition, each file once (`main` is the same file as `overlayed` or `original`; UNION makes paths
 * distinct). Correlated to the `shoots` row of the enclosing statement.
 */
const storedFiles = sql`(
  select f->>'path' as path, (f->>'size')::bigint as size
    from jsonb_array_elements(case when jsonb_typeof(${shoots.input}->'files') = 'array' then ${shoots.input}->'files' else '[]'::jsonb end) f
  union
  select r.value->>'path', (r.value->>'size')::bigint
    from jsonb_each(${shoots.renditions}) r
    where r.key not in ('widths', 'social') and jsonb_typeof(r.value) = 'object'
  union
  select w->'file'->>'path', (w->'file'->>'size')::bigint
    from jsonb_array_elements(case when jsonb_typeof(${shoots.renditions}->'widths') = 'array' then ${shoots.renditions}->'widths' else '[]'::jsonb end) w
  union
  select ${shoots.renditions}->'social'->'file'->>'path', (${shoots.renditions}->'social'->'file'->>'size')::bigint
    where jsonb_typeof(${shoots.renditions}->'social') = 'object'
)`;

/** Bytes a picture keeps in the store. */
export const shootBytes = sql`(select coalesce(sum(stored.size), 0) from ${storedFiles} stored)`;

/** How many files a picture keeps in the store. */
export const shootFileCount = sql`(select count(*) from ${storedFiles} stored)`;
