import { eventSlugSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOOTH_CODE_CSP } from '@/platform/http/security-policies.ts';
import { renderBoothCodeDocument } from './booth-code-document.ts';
import type { BoothCodeService } from './booth-code.service.ts';

// Anything that is not an event slug is a 404; a control character cannot be one and is a 400 (shared text rule).
const params = z.object({ slug: singleLine().max(200) });

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found\n');
}

/**
 * `/booth-code/{slug}` (also under /en): the sandbox document with the organiser's code for the
 * virtual booth (see booth-code-document.ts). Its CSP carries the `sandbox` directive, so the document
 * has an opaque origin wherever it is opened; the security-headers hook leaves this policy alone.
 */
export const boothCodeRoutes: FastifyPluginAsync<{ boothCode: BoothCodeService }> = async (app, { boothCode }) => {
  const handler = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    const slug = eventSlugSchema.safeParse(request.params.slug);
    const code = slug.success ? await boothCode.code(slug.data) : null;
    if (!code) return notFound(reply);
    return reply
      .type('text/html; charset=utf-8')
      // Changes of the event show at the next booth load; the document is small.
      .header('cache-control', 'no-cache')
      .header('content-security-policy', BOOTH_CODE_CSP)
      .send(renderBoothCodeDocument(code));
  };
  app.get('/booth-code/:slug', { schema: { hide: true, params } }, handler);
  app.get('/en/booth-code/:slug', { schema: { hide: true, params } }, handler);
};
