/** Sub-domains of a known host that are served; every other sub-domain gives a 404 (platform §2). */
export const ALLOWED_SUBDOMAINS = ['gray', 'relaunch'] as const;

/**
 * The host rule: a hostname equal to a known host, or not under any known host, is served; a
 * sub-domain of a known host is served only when it is `gray` or `relaunch`.
 */
export function hostRuleAllows(hostname: string, knownHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const known of knownHosts) {
    const base = known.toLowerCase();
    if (host === base) return true;
    if (host.endsWith(`.${base}`)) {
      const sub = host.slice(0, -(base.length + 1));
      return (ALLOWED_SUBDOMAINS as readonly string[]).includes(sub);
    }
  }
  return true;
}
