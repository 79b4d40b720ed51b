import { type Scope, hasScope } from '@booth/shared';

/**
 * The scope with one permission held or not, in the shape it came in (platform §6: a list or a map):
 * a list gains or loses the name, a map sets it true or drops it. Other permissions stay as they were.
 */
export function withScope(scope: Scope, name: string, held: boolean): Scope {
  if (Array.isArray(scope)) {
    const others = scope.filter((entry) => entry !== name);
    return held ? [...others, name] : others;
  }
  const { [name]: _dropped, ...others } = scope;
  return held ? { ...others, [name]: true } : others;
}

/** Whether two scopes grant the same permissions, whatever their shapes. */
export function sameScope(a: Scope, b: Scope): boolean {
  const names = (scope: Scope) => (Array.isArray(scope) ? scope : Object.keys(scope)).filter((name) => hasScope(scope, name)).sort();
  return names(a).join('\n') === names(b).join('\n');
}
