import { assetListPageSchema, assetListQuerySchema, assetSchema, assetVisibilitySchema, findRectsSchema, okSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { uploadParts } from '@/platform/http/multipart.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import { toAsset } from './asset-views.ts';
import type { AssetsService } from './assets.service.ts';

const tags = ['assets'];
const idParams = z.object({ id: z.uuid() });

export const UPLOAD_DESCRIPTION =
  'multipart/form-data. Send the text fields first, then the file: `assetType` (required), `tags` ' +
  '(comma-separated), `id` (optional client UUID: a retry with the same id answers 200 with the asset ' +
  'created the first time), and the file in field `file`. Fields after the file work too, but the file ' +
  'is then spooled to disk before it can be checked. The type is decided by the content, never the name; ' +
  "each kind's accepted types, byte limit and pixel sizes are `assetRules` in packages/shared. Refusals: " +
  '400 VALIDATION (type, SVG, dimensions naming the expected sizes, pixel limit, unsafe ZIP), 422 ' +
  'LIMIT_EXCEEDED (too large, ZIP bomb).';

export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService }> = async (app, { assets }) => {
  app.get(
    '/assets',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The asset library: own assets, or with isPublic=true the public assets of all customers; newest first',
        description:
          "Page with limit/offset or with the keyset `cursor` from the previous page's `nextCursor` (offset is then ignored). `q` searches file names, font names and tags. Fonts also carry `family`, `weight` and `style`.",
        querystring: assetListQuerySchema,
        response: { 200: assetListPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => assets.list(requireAuth(request), request.query),
  );

  app.get(
    '/assets/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'One asset (own or public); poll it while a video preview is processing', params: idParams, response: { 200: assetSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => assets.get(requireAuth(request), request.params.id),
  );

  app.post(
    '/assets',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Upload an asset; 201 with the asset (a video\'s thumbnailPath follows once its job has run)',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 200: assetSchema, 201: assetSchema, ...errorResponses(400, 401, 406, 413, 422) },
      },
    },
    async (request, reply) => {
      const { asset, created } = await assets.upload(requireAuth(request), uploadParts(request));
      return reply.code(created ? 201 : 200).send(toAsset(asset));
    },
  );

  app.patch(
    '/assets/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Make an asset public for all customers, or private again (admins only; others get 403)',
        params: idParams,
        body: assetVisibilitySchema,
        response: { 200: assetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assets.setVisibility(requireAuth(request), request.params.id, request.body.isPublic),
  );

  app.delete(
    '/assets/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Delete an asset with its files and previews (owner only; admins in support mode)', params: idParams, response: { 200: okSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      await assets.remove(requireAuth(request), request.params.id);
      return { ok: true } as const;
    },
  );

  app.get(
    '/assets/:id/post-processing/find-rects',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The transparent rectangles of an overlay or frame image (where pictures go), in pixels',
        params: idParams,
        response: { 200: findRectsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => assets.findRects(requireAuth(request), request.params.id),
  );
};
