import type { Fixtures } from './fixtures.ts';

/**
 * The owner's value for a path parameter, named by the segment before it (`assets/:id` is an asset,
 * `shoots/:id` a picture). A new kind of parameter needs a line here; a route that needs another value
 * (a throw-away resource, the guest's own picture) says so with `params` in its entry.
 */
const BY_SEGMENT: Record<string, (f: Fixtures, support: string | null) => string> = {
  'events/:slug': (f) => f.event.slug,
  'events/:id': (f) => f.event.id,
  'shoots/:id': (f) => f.shoot.id,
  'consents/:version': (f) => f.consentVersion,
  'assets/:id': (f) => f.asset.id,
  'fonts/:id': (f) => f.font.id,
  'fonts/:customerId': (f) => f.owner.id,
  'analytics/:eventId': (f) => f.event.id,
  'links/:slug': (f) => f.linkSlug,
  'moderators/:id': (f) => f.moderator.id,
  'devices/:id': (f) => f.device.id,
  'pairings/:id': (f) => f.pairingId,
  'licenses/:id': (f) => f.licenceId,
  'm/:slug': (f) => f.shoot.slug,
  'zip/:token': (f) => f.exportTokens.zip,
  'csv/:token': (f) => f.exportTokens.csv,
  'files/*': (f) => f.assetFileKey,
  'static/*': () => 'index.html',
  'customers/:id': (f) => f.owner.id,
  'customersPlans/:planId': (f) => f.planId,
  'customersPlans/:customerId': (f) => f.owner.id,
  'recalculations/:id': (f) => f.recalculationId,
  'supportToken/:token': (_f, support) => support ?? 'no-support-token-yet',
};

/** `/api/assets/:id` → `/api/assets/<the owner's asset id>`; `given` wins over the defaults. */
export function fillPath(pattern: string, f: Fixtures, supportToken: string | null, given: Record<string, string> = {}): string {
  const segments = pattern.split('/');
  return segments
    .map((segment, index) => {
      const param = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1).split('.')[0] ?? '' : null;
      if (param === null) return segment;
      const suffix = segment.startsWith(':') ? segment.slice(1 + param.length) : '';
      const value = given[param] ?? BY_SEGMENT[`${segments[index - 1]}/${segment.split('.')[0]}`]?.(f, supportToken);
      if (value === undefined) throw new Error(`no fixture for ${segment} in ${pattern}: add it to path-params.ts or give the entry params`);
      return (param === '*' ? value : encodeURIComponent(value)) + suffix;
    })
    .join('/');
}
