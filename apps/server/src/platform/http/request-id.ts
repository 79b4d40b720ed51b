import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A proxy's id is kept so one request can be followed across hops; anything odd is replaced.
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's genReqId: the caller's x-request-id when it is sane, otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
