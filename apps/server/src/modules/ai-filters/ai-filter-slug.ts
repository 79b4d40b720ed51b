/**
 * Slugs of AI filters: made from the name when the organiser gives none, unique over every customer
 * (the slug is the filter's address: GET /aifilters/{slug}, its public thumbnail).
 */

/** What a slug may look like (the contract's `aiFilterCreateSchema.slug`, and path parameters). */
export const AI_FILTER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
const SLUG_MAX = 63;
/** Room for "-NNNN" when the name's slug is taken. */
const BASE_MAX = SLUG_MAX - 5;

/**
 * The fixed segments under /aifilters: a filter with one of these slugs could never be read, because
 * the static route wins over `/aifilters/{slug}`.
 */
export const RESERVED_AI_FILTER_SLUGS: ReadonlySet<string> = new Set(['providers', 'prompthistory', 'selfprompts', 'execute', 'executions']);

// German letters that NFKD does not take apart into a base letter and a mark.
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', ø: 'oe', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/** "Pop-Art für Kinder!" → "pop-art-fuer-kinder"; a name without letters or digits → "filter". */
export function slugFromName(name: string): string {
  const spelled = name
    .toLowerCase()
    .replace(/[äöüßæøœłđþ]/g, (char) => SPELLED_OUT[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const base = spelled
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BASE_MAX)
    .replace(/-+$/, '');
  if (base.length >= 2) return base;
  return base ? `filter-${base}` : 'filter';
}

/**
 * The first of `base`, `base-2`, `base-3` … that is neither taken nor reserved. `taken` holds the
 * existing slugs that start with `base` (ai-filters.repo.ts `slugsStartingWith`).
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (slug: string) => !taken.has(slug) && !RESERVED_AI_FILTER_SLUGS.has(slug);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const slug = `${base}-${suffix}`;
    if (free(slug)) return slug;
  }
}
