import type { z } from 'zod';
import { assetRefRegistry } from '../fields.ts';

/** One asset id the settings hold, and where: `virtualSettings.banner`, `shutter.photo.overlays.1`. */
export interface AssetRefAt {
  path: string;
  id: string;
}

interface Def {
  type: string;
  [key: string]: unknown;
}
interface Node {
  _zod: { def: Def };
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/**
 * Every asset reference in a value, found by its schema: the fields declared with `assetRef()` and
 * `assetRefs()` (and only those — ids of filters, translations or other campaigns are not assets).
 * The value is what the schema parsed (settings as stored or about to be).
 */
export function assetRefsIn(schema: z.ZodType, value: unknown): AssetRefAt[] {
  const found: AssetRefAt[] = [];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

  const walk = (node: unknown, current: unknown, path: string): void => {
    if (!isNode(node) || current === undefined || current === null) return;
    if (assetRefRegistry.has(node as unknown as z.ZodType)) {
      if (typeof current === 'string') found.push({ path, id: current.toLowerCase() });
      return;
    }
    const def = node._zod.def;
    if (WRAPPERS.has(def.type)) return walk(def.innerType, current, path);
    switch (def.type) {
      case 'object':
        if (!isRecord(current)) return;
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, current[key], join(path, key));
        return;
      case 'array':
        if (Array.isArray(current)) current.forEach((item, index) => walk(def.element, item, join(path, index)));
        return;
      case 'record':
        if (isRecord(current)) for (const [key, item] of Object.entries(current)) walk(def.valueType, item, join(path, key));
        return;
      case 'union': {
        // The option that takes the value is the one that says what its fields mean (print layout nodes by `type`).
        const options = def.options as z.ZodType[];
        const match = options.find((option) => option.safeParse(current).success);
        for (const option of match ? [match] : options) walk(option, current, path);
        return;
      }
      case 'intersection':
        walk(def.left, current, path);
        walk(def.right, current, path);
        return;
      case 'pipe':
        return walk(def.out, current, path);
      case 'lazy':
        return walk((def.getter as () => unknown)(), current, path);
      default:
        return;
    }
  };

  walk(schema, value, '');
  return found;
}
