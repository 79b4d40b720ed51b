import { parseBoolean, singleLine } from '@booth/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseByteRange } from '@/platform/files/byte-range.ts';
import { contentDisposition } from '@/platform/http/content-disposition.ts';
import { errorBody } from '@/platform/http/error-handler.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { PUBLIC_CACHE, type AssetFilesService, type ServableFile } from './asset-files.service.ts';

const tags = ['files'];
const params = z.object({ '*': singleLine().max(600) });
// The body is the file's bytes (a stream; never serialised), described for OpenAPI only.
const fileBody = z.unknown().describe('The file, or the requested byte range of it');
const querystring = z.object({
  download: singleLine().max(10).optional().describe('1 or true: save instead of showing (Content-Disposition: attachment)'),
  access: singleLine().max(64).optional().describe("A picture's access key, as the addresses of its own copy carry it: opens its files whatever moderation decided"),
});

function fileHeaders(reply: FastifyReply, file: ServableFile, download: boolean): void {
  reply
    .header('content-type', file.info.contentType)
    .header('accept-ranges', 'bytes')
    .header('last-modified', file.info.lastModified.toUTCString())
    .header('cache-control', file.cacheControl)
    // Uploads are checked by content, but a browser must never guess a type either.
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.filename, download ? 'attachment' : 'inline'));
  if (file.cacheControl === PUBLIC_CACHE) reply.header('access-control-allow-origin', '*');
  else reply.header('vary', 'Authorization, Cookie');
}

const isDownload = (value: string | undefined) => value !== undefined && parseBoolean(value);

/**
 * Stored files under `/api/files/<key>`: public assets and fonts for anyone, private files for their
 * owner (Bearer token or the `token` cookie, so <img> and <video> elements work) and admins; a
 * picture's files while it is presentable, or with its access key (shoots/shoot-file-access.ts).
 * Single byte ranges for video players; unknown keys and refused access are both 404.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ assetFiles: AssetFilesService }> = async (app, { assetFiles }) => {
  app.get(
    '/files/*',
    {
      config: { auth: 'optional' },
      // HEAD is its own route below: it must not open (and, on S3, download) the object.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Download a stored file (range requests supported)',
        params,
        querystring,
        response: { 200: fileBody, 206: fileBody, ...errorResponses(404, 416) },
      },
    },
    async (request, reply) => {
      const file = await assetFiles.resolve(request.params['*'], request.auth, request.query.access);
      const range = parseByteRange(request.headers.range, file.info.size);
      if (range.kind === 'unsatisfiable') {
        const body = errorBody({ status: 416, code: 'VALIDATION', message: `The range is outside the file (${file.info.size} bytes)` }, request.id);
        return reply.code(416).header('content-range', `bytes */${file.info.size}`).send(body);
      }
      const object = await assetFiles.open(file.key, range.kind === 'range' ? range.range : undefined);
      fileHeaders(reply, file, isDownload(request.query.download));
      reply.header('content-length', object.contentLength);
      if (range.kind === 'range') reply.code(206).header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      return reply.send(object.stream);
    },
  );

  app.head(
    '/files/*',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Size, type and caching of a stored file, without its bytes',
        params,
        querystring,
        response: { 200: z.unknown().describe('No body'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await assetFiles.resolve(request.params['*'], request.auth, request.query.access);
      fileHeaders(reply, file, isDownload(request.query.download));
      return reply.header('content-length', file.info.size).send(undefined);
    },
  );
};
