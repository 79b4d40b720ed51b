import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * The shared event schemas normalise input (`z.preprocess` for empty-input defaults), which zod cannot
 * run backwards, so the type provider's encoding serializer refuses them. Answers are parsed instead:
 * that still strips every field the contract does not name (no column leaks) and fills defaults.
 */
export const parsingSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) throw new Error('event routes answer with zod schemas');
  return (data) => JSON.stringify(schema.parse(data));
};
