import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text types worth compressing per request: HTML, CSS, JS, JSON, SVG, XML. Not the event stream (it
 * must flush each event), not `application/octet-stream` (unknown bytes are mostly compressed
 * already); images, video and ZIP are not compressible in mime-db, which decides every other type.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/(?:javascript|wasm)(?:;|$)/;

/**
 * Brotli or gzip for whatever the browser accepts, from 1 KB up: the server-rendered pages (microsite,
 * booth HTML) and the JSON API. The web app's files are compressed at build time and @fastify/static
 * sends those as they are (this hook leaves a response with a Content-Encoding alone); ranged
 * responses (206, video) are never compressed, their byte offsets are of the file itself.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
}
