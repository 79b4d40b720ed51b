import {
  csvExportRequestSchema,
  EXPORT_LINK_TTL_MS,
  exportLinkSchema,
  singleLine,
  zipExportQuerySchema,
  zipExportRequestSchema,
} from '@booth/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { contentDisposition } from '@/platform/http/content-disposition.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { ExportDownload, ExportsService } from './exports.service.ts';

const tags = ['shoots'];
const TTL_MINUTES = EXPORT_LINK_TTL_MS / 60_000;
const eventParams = z.object({ slug: singleLine().min(1).max(64) });
// base64url of 32 random bytes; anything else cannot be a link of ours.
const linkParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a download link token' }) });
// The body is the file's bytes (a stream; never serialised), described for OpenAPI only.
const fileBody = z.unknown().describe('The export, streamed');

const LINK_NOTE =
  `Answers \`{ url, expiresAt }\`: a path on this site that downloads the export with a plain GET (no session needed; ` +
  `the random token in it is the permission). The link works for ${TTL_MINUTES} minutes, for this export only. ` +
  'An empty `shootIDs` list means every picture of the campaign. Another customer\'s campaign answers 404.';

function sendDownload(reply: FastifyReply, download: ExportDownload) {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', contentDisposition(download.fileName, 'attachment'))
    // The token is the permission: nothing on the way may keep a copy.
    .header('cache-control', 'no-store')
    .send(download.body);
}

export const exportsRoutes: FastifyPluginAsyncZod<{ exports: ExportsService }> = async (app, { exports }) => {
  app.post(
    '/events/:slug/shoots/json/request',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Request a ZIP of the pictures (the "zipper URL"); onlyPublic=1 only public pictures, nonOverlay=1 the originals',
        description: `${LINK_NOTE} The ZIP holds each ready picture once (processing and failed ones are skipped) as \`{campaign}_{YYYYMMDD-HHmmss}_{picture}.{ext}\` (UTC), ZIP64 where needed.`,
        params: eventParams,
        querystring: zipExportQuerySchema,
        body: zipExportRequestSchema,
        response: { 200: exportLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      exports.requestZip(requireAuth(request), request.params.slug, {
        shootIds: request.body.shootIDs,
        onlyPublic: request.query.onlyPublic,
        nonOverlay: request.query.nonOverlay,
      }),
  );

  app.post(
    '/events/:slug/shoots/csv/request',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: "Request a CSV of the pictures with the guests' data (campaigns §9)",
        description: `${LINK_NOTE} Dates are written in \`timeZone\` (IANA, e.g. Europe/Berlin), else UTC.`,
        params: eventParams,
        body: csvExportRequestSchema,
        response: { 200: exportLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => exports.requestCsv(requireAuth(request), request.params.slug, { shootIds: request.body.shootIDs, timeZone: request.body.timeZone }),
  );

  app.get(
    '/exports/zip/:token',
    {
      config: { auth: 'none' },
      // A HEAD would build the whole export only to throw it away.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Download a requested ZIP (streamed); 404 when the link is unknown, expired or of another kind',
        params: linkParams,
        response: { 200: fileBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => sendDownload(reply, await exports.openZip(request.params.token)),
  );

  app.get(
    '/exports/csv/:token',
    {
      config: { auth: 'none' },
      // A HEAD would build the whole export only to throw it away.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Download a requested CSV (streamed); 404 when the link is unknown, expired or of another kind',
        params: linkParams,
        response: { 200: fileBody, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => sendDownload(reply, await exports.openCsv(request.params.token)),
  );
};
