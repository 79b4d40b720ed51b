import {
  eventSlugSchema,
  locales,
  mosaicExportQuerySchema,
  mosaicSheetQuerySchema,
  mosaicStatusSchema,
  mosaicTileQuerySchema,
  mosaicWallSchema,
  shootMosaicSchema,
  singleLine,
} from '@booth/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { openSseConnection } from '@/modules/live/live-stream.ts';
import { contentDisposition } from '@/platform/http/content-disposition.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { MosaicFilesService } from './mosaic-files.service.ts';
import type { MosaicHub, MosaicResume } from './mosaic-stream.ts';
import type { MosaicService } from './mosaic.service.ts';

const tags = ['mosaic'];
const params = z.object({ slug: eventSlugSchema });
const shootParams = z.object({ slug: singleLine().min(1).max(200) });
const sheetParams = params.extend({ sheet: z.coerce.number().int().nonnegative().max(10_000) });
const tileParams = z.object({ placementId: z.uuid() });
const streamQuery = z.object({
  /** For clients that reconnect themselves (EventSource sends the Last-Event-ID header on its own). */
  lastEventId: singleLine().max(40).optional(),
  /** The generation the wall draws (from the wall answer): another one gets `reset` at once. */
  generation: z.coerce.number().int().positive().optional(),
});
const shootQuery = z.object({ locale: z.enum(locales).optional().describe('The language of `wallUrl` (de by default)') });
// Bodies that are not JSON are described for OpenAPI only.
const jpeg = z.unknown().describe('A JPEG image');
const stream = z.string().describe('text/event-stream: `place`, `free`, `reset`, `ready` events (see packages/shared mosaic-api.ts)');
const YEAR = 'public, max-age=31536000, immutable';
// Public wall calls are never rate-limited: a venue's screens share one address.
const PUBLIC = { auth: 'none' } as const;

function lastEventId(request: FastifyRequest, query: z.infer<typeof streamQuery>): string | undefined {
  const header = request.headers['last-event-id'];
  return (Array.isArray(header) ? header[0] : header) ?? query.lastEventId;
}

/** A cursor a client sent back: a seq, or nothing usable (then no replay). */
function resumeOf(cursor: string | undefined, generation: number | undefined): MosaicResume {
  const afterSeq = cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : undefined;
  return { ...(afterSeq === undefined ? {} : { afterSeq }), ...(generation === undefined ? {} : { generation }) };
}

function sendJpeg(reply: FastifyReply, body: unknown, cacheControl = 'no-cache', contentType = 'image/jpeg'): FastifyReply {
  return reply.type(contentType).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').header('access-control-allow-origin', '*').send(body);
}

/**
 * The mosaic wall (campaigns §2, §3 Mosaic): the public wall, its feed, sheets and tiles (gated like the
 * page: 404 unknown/archived/off, 402 below Gold), the organiser's status, reset and export, and a
 * picture's place on a wall for its microsite.
 */
export const mosaicRoutes: FastifyPluginAsyncZod<{ mosaic: MosaicService; mosaicFiles: MosaicFilesService; hub: MosaicHub }> = async (app, { mosaic, mosaicFiles, hub }) => {
  // Open streams would keep the server from closing: they are ended first.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  app.get(
    '/events/:slug/mosaic',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Public: the mosaic wall (grid, display settings, every placed tile, the stream cursor)',
        description: 'The wall draws `placements` from the sheets, then follows the stream from `cursor`. 402 below Gold; 404 when unknown, archived or off.',
        params,
        response: { 200: mosaicWallSchema, ...errorResponses(402, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return mosaic.wall(request.params.slug);
    },
  );

  app.get(
    '/events/:slug/mosaic/stream',
    {
      config: PUBLIC,
      // A HEAD would hold a viewer's place without ever reading an event.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: "Public: the mosaic wall's live feed",
        description:
          '`place` (MosaicPlacement), `free` (MosaicFree), `reset` ({generation}: load the wall again), `ready` ({cursor, generation}). ' +
          'Every event has an `id:` (a seq); reconnecting with it as `Last-Event-ID` (or `?lastEventId=`) replays what changed since, or sends `reset` when that is too much. ' +
          '429 when this server has as many viewers as it takes.',
        params,
        querystring: streamQuery,
        produces: ['text/event-stream'],
        response: { 200: stream, ...errorResponses(402, 404, 429) },
      },
    },
    async (request, reply) => {
      const { eventId } = await mosaic.feed(request.params.slug);
      hub.admit();
      const connection = openSseConnection(reply);
      const detach = await hub.attach(eventId, connection, resumeOf(lastEventId(request, request.query), request.query.generation));
      connection.onClose(detach);
    },
  );

  app.get(
    '/events/:slug/mosaic/sheets/:sheet',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Public: one sheet (texture atlas) of the wall: 16 × 16 cells, cell (x, y) at (x·size, y·size)',
        description: 'With `v` the current version of the sheet (from the wall answer) it is cached for a year; otherwise revalidated. Empty cells are the background colour.',
        params: sheetParams,
        querystring: mosaicSheetQuerySchema,
        produces: ['image/jpeg'],
        response: { 200: jpeg, ...errorResponses(400, 402, 404) },
      },
    },
    async (request, reply) => {
      const image = await mosaicFiles.sheet(request.params.slug, request.params.sheet, request.query.size, request.query.v);
      return sendJpeg(reply, image.body, image.immutable ? YEAR : 'no-cache');
    },
  );

  app.get(
    '/mosaic-tiles/:placementId',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "Public: a placed tile (colour-corrected and blended), at 16, 32, 64 or 128 px",
        description: '404 once the tile left its cell (hidden, deleted, replaced, reset) or its wall is not shown.',
        params: tileParams,
        querystring: mosaicTileQuerySchema,
        produces: ['image/jpeg'],
        response: { 200: jpeg, ...errorResponses(400, 402, 404) },
      },
    },
    async (request, reply) => sendJpeg(reply, await mosaicFiles.tile(request.params.placementId, request.query.size)),
  );

  app.get(
    '/events/:slug/mosaic/target',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Public: the target picture at up to 1920 px', params, produces: ['image/jpeg'], response: { 200: jpeg, ...errorResponses(402, 404) } },
    },
    async (request, reply) => {
      const image = await mosaicFiles.target(request.params.slug);
      return sendJpeg(reply, image.body, 'no-cache', image.contentType);
    },
  );

  app.get(
    '/events/:slug/mosaic/alternative',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Public: the alternative picture at up to 1920 px', params, produces: ['image/jpeg'], response: { 200: jpeg, ...errorResponses(402, 404) } },
    },
    async (request, reply) => sendJpeg(reply, await mosaicFiles.alternative(request.params.slug)),
  );

  app.get(
    '/events/:slug/mosaic/status',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "The organiser's view of the wall: grid, generation, tiles by kind, pictures waiting for a cell",
        description: "The campaign's owner, or an admin. Another customer's campaign answers 404.",
        params,
        response: { 200: mosaicStatusSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => mosaic.status(requireAuth(request), request.params.slug),
  );

  app.post(
    '/events/:slug/mosaic/reset',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Start the wall over: every cell free, a new generation (screens reload)',
        description: "The campaign's owner (Gold). Another customer's campaign answers 404; below Gold 402.",
        params,
        response: { 204: z.null().describe('Reset'), ...errorResponses(401, 402, 404) },
      },
    },
    async (request, reply) => {
      await mosaic.reset(requireAuth(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/events/:slug/mosaic/export',
    {
      config: { auth: 'required' },
      // A HEAD would draw the whole export only to throw it away.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Download the mosaic as a JPEG at SD, HD, 4K or 8K (default: its own resolution), drawn from the stored placements',
        description: "The campaign's owner or an admin (Gold). The wall's cells as large as the resolution allows. Another customer's campaign answers 404.",
        params,
        querystring: mosaicExportQuerySchema,
        produces: ['image/jpeg'],
        response: { 200: jpeg, ...errorResponses(400, 401, 402, 404) },
      },
    },
    async (request, reply) => {
      const download = await mosaicFiles.exportJpeg(requireAuth(request), request.params.slug, request.query.resolution);
      return reply
        .type('image/jpeg')
        .header('content-disposition', contentDisposition(download.fileName, 'attachment'))
        .header('cache-control', 'no-store')
        .send(download.body);
    },
  );

  app.get(
    '/shoots/:slug/mosaic',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "Public: where a picture sits on a mosaic wall (its microsite's \"your picture is in the mosaic\")",
        description: "By the picture's slug. 404 when it is on no wall shown now.",
        params: shootParams,
        querystring: shootQuery,
        response: { 200: shootMosaicSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return mosaic.shootMosaic(request.params.slug, request.query.locale);
    },
  );

  app.get(
    '/shoots/:slug/mosaic/zoom',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "Public: the picture's tile and its neighbours (about 9 × 9 cells), the tile outlined",
        params: shootParams,
        produces: ['image/jpeg'],
        response: { 200: jpeg, ...errorResponses(404) },
      },
    },
    async (request, reply) => sendJpeg(reply, await mosaicFiles.zoom(request.params.slug)),
  );
};
