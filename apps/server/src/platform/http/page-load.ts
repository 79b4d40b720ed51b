import type { FastifyRequest } from 'fastify';

/**
 * GET or HEAD asking for HTML: a page load. The web fallback answers exactly these with a page, and
 * the not-found limiter lets exactly these through — one rule, so the two can never disagree.
 */
export function isPageLoad(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}
