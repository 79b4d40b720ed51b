/**
 * Remembered redirect targets must be local paths (platform §5): a single leading slash followed by
 * a limited set of safe characters. `//host`, `/\host`, schemes and control characters are refused,
 * because browsers treat them as other origins.
 */
const SAFE_LOCAL_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

export function isSafeRedirectTarget(target: unknown): target is string {
  return typeof target === 'string' && target.length <= 2048 && SAFE_LOCAL_PATH.test(target);
}

/** The target if it is a safe local path, otherwise the fallback. */
export function safeRedirectTarget(target: unknown, fallback: string): string {
  return isSafeRedirectTarget(target) ? target : fallback;
}
