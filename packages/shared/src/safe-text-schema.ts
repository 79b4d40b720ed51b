import { z } from 'zod';
import { forbiddenCharacterMessage, isSafeText, withoutForbiddenCharacters, type TextKind } from './rules/safe-text.ts';

/**
 * The one string rule of every route (rules/safe-text.ts) as zod checks. Every free text a request
 * carries goes through one of them; strings held to a format (uuid, e-mail, date, enum, a strict
 * pattern) need neither. The check carries `params.safeText`, which is how the server's route check
 * recognises it, and how an issue says which rule refused it.
 */
function textCheck(kind: TextKind) {
  return z.refine((value: unknown) => typeof value === 'string' && isSafeText(value, kind), {
    error: (issue) => forbiddenCharacterMessage(typeof issue.input === 'string' ? issue.input : '', kind),
    params: { safeText: kind },
  });
}

/** Names, labels, titles, search terms: no control character at all. */
export const singleLineCheck = textCheck('single-line');
/** Long texts, CSS, JavaScript, e-mail bodies: tab, line feed and carriage return only. */
export const multiLineCheck = textCheck('multi-line');

/** A one-line text; chain `.trim()`, `.max()` … after it. */
export const singleLine = () => z.string().check(singleLineCheck);
/** A text written on several lines; chain `.max()` … after it. */
export const multiLine = () => z.string().check(multiLineCheck);

interface CheckInternals {
  _zod: { def: { params?: { safeText?: unknown } } };
}

/** Which safe-text rule a string schema carries, if any (for the route check). */
export function safeTextKindOf(schema: z.ZodString): TextKind | undefined {
  for (const check of (schema._zod.def.checks ?? []) as unknown as CheckInternals[]) {
    const kind = check._zod.def.params?.safeText;
    if (kind === 'single-line' || kind === 'multi-line') return kind;
  }
  return undefined;
}

type Container = Record<PropertyKey, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Replaces the text at `path` inside `root` (plain JSON); false when the path leads to no text. */
function repairAt(root: unknown, path: readonly PropertyKey[], kind: TextKind): boolean {
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!isContainer(parent)) return false;
    parent = parent[key];
  }
  const last = path.at(-1);
  if (last === undefined || !isContainer(parent) || typeof parent[last] !== 'string') return false;
  parent[last] = withoutForbiddenCharacters(parent[last], kind);
  return true;
}

/**
 * Parses a stored document (JSON) with a schema that holds its texts to the safe-text rule. A text
 * stored before the rule existed may hold a character the rule refuses; reading it back must not
 * fail (nor every answer that contains it), so such texts are read without those characters. Any
 * other mismatch still throws.
 */
export function parseStored<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const first = schema.safeParse(value);
  if (first.success) return first.data;
  const repaired: unknown = structuredClone(value);
  let changed = false;
  for (const issue of first.error.issues) {
    const kind = issue.code === 'custom' ? (issue.params as { safeText?: unknown } | undefined)?.safeText : undefined;
    if (kind === 'single-line' || kind === 'multi-line') changed = repairAt(repaired, issue.path, kind) || changed;
  }
  return schema.parse(changed ? repaired : value);
}
