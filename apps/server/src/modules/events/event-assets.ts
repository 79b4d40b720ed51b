const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every id the settings hold (asset references are ids wherever they sit: overlays, backgrounds,
 * fonts, videos…), de-duplicated. Ids of other things (filters, translations) find no asset and drop out.
 */
export function referencedIds(settings: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (UUID.test(value)) found.add(value.toLowerCase());
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(settings);
  return [...found];
}
