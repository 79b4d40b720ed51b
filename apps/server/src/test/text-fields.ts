import { safeTextKindOf } from '@booth/shared';
import type { z } from 'zod';

/*
 * Finds the text fields of a request schema that could carry a control character into storage: plain
 * strings without the shared safe-text rule and without a format that excludes them, and values
 * nothing checks at all (`unknown`, `any`, keys kept by a loose object). Reads zod 4's definitions
 * (`schema._zod.def`), which is what zod's own JSON-schema conversion walks.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
interface Node {
  _zod: { def: Def };
}

/** String formats whose pattern admits no control character (zod's own regexes). `url` is not one: URLs take anything. */
const SAFE_FORMATS = new Set([
  'uuid', 'guid', 'email', 'datetime', 'date', 'time', 'duration', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'base64', 'base64url',
  'e164', 'cuid', 'cuid2', 'ulid', 'nanoid', 'xid', 'ksuid', 'hex', 'lowercase', 'uppercase',
]);

/**
 * A pattern admits no control character when it is anchored at both ends and names its characters
 * explicitly: no `.`, no negated class, no `\s`, `\S`, `\W`, `\D`, `\p`, `\P` and no code escapes.
 * Conservative — a pattern this misjudges gets the rule added, which costs nothing.
 */
export function patternExcludesControls(pattern: RegExp): boolean {
  const source = pattern.source;
  if (!source.startsWith('^') || !source.endsWith('$') || pattern.flags.includes('s')) return false;
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if ('sSWDpPuxc0'.includes(next)) return false;
      index++;
    } else if (char === '[') {
      if (source[index + 1] === '^') return false;
      inClass = true;
    } else if (char === ']') {
      inClass = false;
    } else if (char === '.' && !inClass) {
      return false;
    }
  }
  return true;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function checksOf(def: Def): Def[] {
  const checks = Array.isArray(def.checks) ? (def.checks as unknown[]) : [];
  return checks.filter(isNode).map((check) => check._zod.def);
}

function stringIsSafe(schema: Node): boolean {
  const def = schema._zod.def;
  if (typeof def.format === 'string' && SAFE_FORMATS.has(def.format)) return true;
  if (safeTextKindOf(schema as unknown as z.ZodString)) return true;
  return checksOf(def).some((check) => check.format === 'regex' && check.pattern instanceof RegExp && patternExcludesControls(check.pattern));
}

export interface WalkOptions {
  /** Headers: other headers must stay on the request, so a loose object is expected there and nothing stores them. */
  allowLooseObjects?: boolean;
}

/** `path.to.field` of every unchecked text in the schema; `prefix` names the part (body, querystring …). */
export function uncheckedTextFields(schema: unknown, prefix: string, options: WalkOptions = {}): string[] {
  const found: string[] = [];
  // Schemas on the current path only: one schema may sit at many paths, and a lazy one may contain itself.
  const open = new Set<unknown>();

  const walk = (node: unknown, path: string): void => {
    if (!isNode(node) || open.has(node)) return;
    open.add(node);
    try {
      visit(node, path);
    } finally {
      open.delete(node);
    }
  };

  const visit = (node: Node, path: string): void => {
    const def = node._zod.def;
    const child = (key: string) => def[key];
    switch (def.type) {
      case 'string':
        if (!stringIsSafe(node)) found.push(path);
        return;
      case 'any':
      case 'unknown':
      case 'custom':
        found.push(`${path} (unchecked ${def.type})`);
        return;
      case 'template_literal':
        // Parts are literals or schemas; a string part would be free text.
        for (const part of (child('parts') as unknown[]) ?? []) walk(part, path);
        return;
      case 'object': {
        const shape = (child('shape') ?? {}) as Record<string, unknown>;
        for (const [key, value] of Object.entries(shape)) walk(value, `${path}.${key}`);
        const catchall = child('catchall');
        if (isNode(catchall) && catchall._zod.def.type !== 'never') {
          if (!(options.allowLooseObjects && ['unknown', 'any'].includes(catchall._zod.def.type))) walk(catchall, `${path}.*`);
        }
        return;
      }
      case 'array':
        walk(child('element'), `${path}[]`);
        return;
      case 'set':
        walk(child('valueType'), `${path}[]`);
        return;
      case 'tuple':
        ((child('items') as unknown[]) ?? []).forEach((item, index) => walk(item, `${path}[${index}]`));
        walk(child('rest'), `${path}[]`);
        return;
      case 'record':
      case 'map':
        walk(child('keyType'), `${path}.<key>`);
        walk(child('valueType'), `${path}.*`);
        return;
      case 'union':
        for (const option of (child('options') as unknown[]) ?? []) walk(option, path);
        return;
      case 'intersection':
        walk(child('left'), path);
        walk(child('right'), path);
        return;
      case 'pipe': {
        // What reaches the handler is the output of `out`; a transform's output is only as checked as its input.
        const out = child('out');
        walk(isNode(out) && out._zod.def.type === 'transform' ? child('in') : out, path);
        return;
      }
      case 'lazy':
        walk((child('getter') as () => unknown)(), path);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
      case 'success':
      case 'promise':
        walk(child('innerType'), path);
        return;
      default:
        // number, boolean, enum, literal, date, null, never, transform …: no free text.
        return;
    }
  };

  walk(schema, prefix);
  return found;
}
