import { FONT_FAMILY_HEADER, FONT_NAME_HEADER, fontAssetSchema, fontUpdateSchema, okSchema } from '@booth/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '@/errors.ts';
import { requireAuth } from '@/modules/auth/auth.plugin.ts';
import { uploadParts } from '@/platform/http/multipart.ts';
import { withoutControlCharacters } from './asset-upload.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { FontsService } from './fonts.service.ts';

const tags = ['fonts'];
const idParams = z.object({ id: z.uuid() });
const MAX_HEADER_TEXT = 200;

// Loose: the other headers (content type, authorization) must stay on the request.
const fontHeaders = z
  .object({
    [FONT_NAME_HEADER]: z.string().optional().describe('Display name, URL-encoded (encodeURIComponent)'),
    [FONT_FAMILY_HEADER]: z.string().optional().describe('CSS font-family, URL-encoded; defaults to the family in the font file'),
  })
  .loose();

/** A header value as the web app sends it (encodeURIComponent, for non-ASCII names); blank means absent. */
function headerText(value: string | undefined, header: string): string | undefined {
  if (value === undefined) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    text = value;
  }
  text = withoutControlCharacters(text).trim();
  if (Array.from(text).length > MAX_HEADER_TEXT) throw new Invalid(`${header} is longer than ${MAX_HEADER_TEXT} characters`, [{ path: header, message: 'too long' }]);
  return text || undefined;
}

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
      const name = headerText(request.headers[FONT_NAME_HEADER], FONT_NAME_HEADER);
      const family = headerText(request.headers[FONT_FAMILY_HEADER], FONT_FAMILY_HEADER);
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
