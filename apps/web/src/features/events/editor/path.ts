/** Reads a dotted path ("screens.sharing.email.subject"; numeric segments index lists). */
export function getAt(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const segment of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Returns a copy of `root` with `value` at `path`; only the objects along the path are copied. */
export function setAt<T>(root: T, path: string, value: unknown): T {
  const segments = path.split('.').filter(Boolean);
  const write = (node: unknown, index: number): unknown => {
    if (index === segments.length) return value;
    const segment = segments[index] as string;
    if (Array.isArray(node)) {
      const copy = [...(node as unknown[])];
      copy[Number(segment)] = write(copy[Number(segment)], index + 1);
      return copy;
    }
    const object = (node && typeof node === 'object' ? node : {}) as Record<string, unknown>;
    return { ...object, [segment]: write(object[segment], index + 1) };
  };
  return write(root, 0) as T;
}

export function humanise(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
