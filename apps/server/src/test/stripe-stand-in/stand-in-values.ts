import type { StandInHandler, StandInRequest, StripeObject, StripeStandIn } from './stand-in.ts';

/** Reading the SDK's form-encoded bodies (qs-decoded) and writing Stripe's shapes, for every route file. */
export const seconds = () => Math.floor(Date.now() / 1000);
export const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
/** qs decodes `items[0][price]` as an object keyed by index when it cannot tell an array. */
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);
export const flag = (value: unknown) => value === true || value === 'true';

const answered = new WeakMap<StripeStandIn, Map<string, string>>();

/** Stripe answers a POST repeated with the same Idempotency-Key (on the same path) with the first answer. */
export function idempotent(standIn: StripeStandIn, handler: (request: StandInRequest) => StripeObject): StandInHandler {
  return (request) => {
    let byKey = answered.get(standIn);
    if (!byKey) answered.set(standIn, (byKey = new Map()));
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const seen = key ? byKey.get(`${request.path}:${key}`) : undefined;
    if (seen) return standIn.get(seen);
    const object = handler(request);
    if (key) byKey.set(`${request.path}:${key}`, object.id);
    return object;
  };
}
