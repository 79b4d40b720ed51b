import type { FastifyRequest } from 'fastify';
import { clientAddress, type Policy } from '@/platform/http/rate-limits.ts';

const WINDOW_MS = 10 * 60_000;

/** The signed-in session (the route's auth runs first), else the address. */
const perSession = (request: FastifyRequest) => request.auth?.sessionId ?? `address:${clientAddress(request)}`;

/**
 * POST /api/customers/supportToken and GET /api/customers/supportToken/{token}. An admin starts support
 * mode a few times an hour and refreshes it about every ten minutes; the web app verifies a token
 * when it loads. 30 per session in 10 minutes is several times what a busy support shift needs, and
 * stops a script issuing tokens in a loop (each one is a row and an audit entry in a customer's log).
 * Per address 120, for a support team behind one office address.
 */
export const supportTokenPolicy = [
  { name: 'support-token:session', max: 30, windowMs: WINDOW_MS, key: perSession },
  { name: 'support-token:address', max: 120, windowMs: WINDOW_MS, key: clientAddress },
] as const satisfies Policy;
