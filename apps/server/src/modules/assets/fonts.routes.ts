import { FONT_FAMILY_HEADER, FONT_NAME_HEADER, fontAssetSchema, fontUpdateSchema, okSchema, singleLine } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { uploadParts } from '@/platform/http/multipart.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { FontsService } from './fonts.service.ts';

const tags = ['fonts'];
const idParams = z.object({ id: z.uuid() });
const MAX_HEADER_TEXT = 200;

function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A header value as the web app sends it (encodeURIComponent, for non-ASCII names), decoded and then
 * held to the safe-text rule: a control character is a 400 naming the header. Blank means absent.
 */
const headerText = (description: string) =>
  z
    .string()
    .transform(decodeHeader)
    .pipe(
      singleLine()
        .trim()
        .refine((text) => Array.from(text).length <= MAX_HEADER_TEXT, { error: `At most ${MAX_HEADER_TEXT} characters` }),
    )
    .transform((text) => text || undefined)
    .optional()
    .describe(description);

// Loose: the other headers (content type, authorization) must stay on the request.
const fontHeaders = z
  .object({
    [FONT_NAME_HEADER]: headerText('Display name, URL-encoded (encodeURIComponent)'),
    [FONT_FAMILY_HEADER]: headerText('CSS font-family, URL-encoded; defaults to the family in the font file'),
  })
  .loose();

export const fontsRoutes: FastifyPluginAsyncZod<{ fonts: FontsService }> = async (app, { fonts }) => {
  app.post(
    '/assets/font',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Upload a font (TTF, OTF, WOFF, WOFF2; validated by parsing it); 201 with the font',
        description: `multipart/form-data with the font in field \`file\` (and optionally \`id\`, a client UUID for retries). Headers \`${FONT_NAME_HEADER}\` and \`${FONT_FAMILY_HEADER}\` carry the name and family, URL-encoded.`,
        consumes: ['multipart/form-data'],
        headers: fontHeaders,
        response: { 200: fontAssetSchema, 201: fontAssetSchema, ...errorResponses(400, 401, 406, 413, 422) },
      },
    },
    async (request, reply) => {
      const name = request.headers[FONT_NAME_HEADER];
      const family = request.headers[FONT_FAMILY_HEADER];
      const { font, created } = await fonts.upload(requireAuth(request), uploadParts(request), { name, family });
      return reply.code(created ? 201 : 200).send(font);
    },
  );

  app.put(
    '/assets/fonts/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Change a font\'s name, family, style, weight, colour or size', params: idParams, body: fontUpdateSchema, response: { 200: fontAssetSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => fonts.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/assets/fonts/:id',
    {
      config: { auth: 'required' },
      schema: { tags, summary: 'Delete a font and its file', params: idParams, response: { 200: okSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      await fonts.remove(requireAuth(request), request.params.id);
      return { ok: true } as const;
    },
  );

  app.get(
    '/fonts/:customerId.css',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'A stylesheet with one @font-face per font of the customer, for guest pages (public)',
        params: z.object({ customerId: z.uuid() }),
        produces: ['text/css'],
        response: { 200: z.string().describe('text/css'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const css = await fonts.stylesheet(request.params.customerId);
      // Short: a font uploaded or renamed should reach guest pages within a minute.
      return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=60').header('x-content-type-options', 'nosniff').send(css);
    },
  );
};
