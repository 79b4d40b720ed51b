/** Settings merge rule (campaigns §5): a zero is kept only for countdownSeconds, where 0 means "no countdown". */
export const ZERO_KEEPING_KEYS: ReadonlySet<string> = new Set(['countdownSeconds']);

export type SettingsPatch<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: SettingsPatch<T[K]> | null }
    : T | null;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that says nothing and so keeps the previous one: undefined, null, '', NaN, and 0 outside ZERO_KEEPING_KEYS. */
function keepsPrevious(value: unknown, key: string | undefined): boolean {
  if (value === 0) return key === undefined || !ZERO_KEEPING_KEYS.has(key);
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function mergeValue(previous: unknown, next: unknown, key: string | undefined): unknown {
  if (keepsPrevious(next, key)) return previous;
  if (isPlainObject(previous) && isPlainObject(next)) {
    const merged: Record<string, unknown> = { ...previous };
    for (const [childKey, childValue] of Object.entries(next)) {
      merged[childKey] = mergeValue(previous[childKey], childValue, childKey);
    }
    return merged;
  }
  return next;
}

/**
 * Layers `next` onto `previous` by the merge rule of campaigns §5 ("a zero value is kept only for
 * countdownSeconds; otherwise a falsy value keeps the previous one"), defined precisely:
 * - plain objects merge key by key, at any depth; keys only in `previous` stay;
 * - undefined, null, '', NaN and 0 keep the previous value — except 0 under a key named
 *   countdownSeconds, at any depth;
 * - `false` is taken: a switch is a decision, not an absence, and reading it as falsy would make a
 *   switch that defaults to on (e-mail sharing, gallery) impossible to turn off;
 * - arrays are taken whole, an empty array included (an emptied list is a decision too);
 * - any other value is taken.
 * Neither argument is changed. For layering partial settings (an older stored version, a template) onto
 * complete ones; the editor's PUT sends whole objects and does not merge, so a field can be cleared.
 */
export function mergeSettings<T>(previous: T, next: SettingsPatch<T> | null | undefined): T {
  return mergeValue(previous, next, undefined) as T;
}
