import { sql, type SQL } from 'drizzle-orm';
import { shoots } from '@/modules/shoots/shoots.table.ts';

/**
 * The single-file renditions of a picture (ShootRenditions without the lists). `main` is the same file
 * as `overlayed`, `original`, `mp4` or `gif`, so a key counts only when its path differs from every
 * key before it. Plain expressions per row (no set operations): the dashboard sums them over every
 * picture of a customer.
 */
const FILE_KEYS = ['overlayed', 'original', 'thumbnail', 'mp4', 'gif', 'poster', 'main'] as const;

const path = (key: string) => sql`(${shoots.renditions}->${key}->>'path')`;

function eachFileOnce(measure: (key: string) => SQL): SQL {
  const terms = FILE_KEYS.map((key, index) => {
    const earlier = FILE_KEYS.slice(0, index).map((other) => sql` and ${path(key)} is distinct from ${path(other)}`);
    return sql`(case when ${path(key)} is not null${sql.join(earlier, sql``)} then ${measure(key)} else 0 end)`;
  });
  return sql.join(terms, sql` + `);
}

const listOf = (document: SQL) => sql`(case when jsonb_typeof(${document}) = 'array' then ${document} else '[]'::jsonb end)`;
const uploads = listOf(sql`${shoots.input}->'files'`);
const widths = listOf(sql`${shoots.renditions}->'widths'`);
const social = sql`(${shoots.renditions}->'social'->'file')`;

/** Bytes a picture keeps in the store: its uploaded originals and every rendition, each file once. */
export const shootBytes = sql`(
  ${eachFileOnce((key) => sql`(${shoots.renditions}->${key}->>'size')::bigint`)}
  + coalesce((select sum((f->>'size')::bigint) from jsonb_array_elements(${uploads}) f), 0)
  + coalesce((select sum((w->'file'->>'size')::bigint) from jsonb_array_elements(${widths}) w), 0)
  + coalesce((${social}->>'size')::bigint, 0)
)`;

/** How many files a picture keeps in the store. */
export const shootFileCount = sql`(
  ${eachFileOnce(() => sql`1`)}
  + jsonb_array_length(${uploads}) + jsonb_array_length(${widths})
  + (case when ${social}->>'path' is not null then 1 else 0 end)
)`;
