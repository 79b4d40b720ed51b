import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { hostRuleAllows } from '@booth/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebAppOptions {
  distDir: string;
  knownHosts: readonly string[];
}

/** Answers every GET that no route or file matched; the caller has already excluded /api. */
export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` in the project folder (or `npm start`, which builds it), then reload.\n';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The virtual booth (`/booth/{slug}`, also under /en) loads the guest bundle (booth.html). */
const GUEST_PAGE = /^(?:\/en)?\/booth\/[^/?#]+\/?(?:[?#]|$)/;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function plainNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
}

/**
 * Serves the built web app from WEB_DIST_DIR: Vite's hashed files under /assets/ are cached for a
 * year, everything else (index.html above all) is revalidated so a deploy shows at once. Unknown
 * paths that a browser asks for as a page get index.html (the client router takes over), with 404
 * when the host rule of platform §2 refuses the Host.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<WebFallback> {
  const indexPath = join(options.distDir, 'index.html');
  if (!(await exists(indexPath))) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build`');
    return async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plainNotFound(reply);
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    };
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // Missing files fall through to the not-found handler, which decides between index.html and 404.
    wildcard: true,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(options.distDir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Read per request: a rebuilt web app is served without a restart, and the file is small.
    // Guest pages have their own entry, so a guest never downloads the organiser app.
    const page = GUEST_PAGE.test(request.url) ? join(options.distDir, 'booth.html') : indexPath;
    const html = await readFile(page, 'utf8');
    const allowed = hostRuleAllows(request.hostname, options.knownHosts);
    return reply
      .code(allowed ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // The static handler refuses the bare directory (index: false), so the home page needs its own route.
  app.get('/', { schema: { hide: true } }, sendIndex);

  return async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    return isPage ? sendIndex(request, reply) : plainNotFound(reply);
  };
}
