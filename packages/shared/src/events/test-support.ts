// Helpers for the events tests (not exported from the package).

/** The value at a dotted path, e.g. `screens.sharing.email.enabled`. */
export function valueAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) throw new Error(`no ${key} in ${path}`);
    if (!(key in value)) throw new Error(`no ${key} in ${path}`);
    return (value as Record<string, unknown>)[key];
  }, root);
}

/** Field paths of a failed parse, dotted, for asserting that an error names the field. */
export function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}

export const ids = {
  a: '3f1c6c3e-1111-4111-8111-111111111111',
  b: '3f1c6c3e-2222-4222-8222-222222222222',
  c: '3f1c6c3e-3333-4333-8333-333333333333',
} as const;

export function uuids(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `3f1c6c3e-0000-4000-8000-${String(i).padStart(12, '0')}`);
}
