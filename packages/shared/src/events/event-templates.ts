import { z } from 'zod';
import { boothTypeSchema } from './event.ts';
import { eventDimensionSchema } from './dimensions.ts';

/**
 * Starting points for a new campaign (issue 12): each sets capture modes, guest texts, colours and
 * fonts and uses the starter designs of the public asset library (overlays, backgrounds, frames,
 * stickers). Names and descriptions are translated in the web app by id.
 */
export const eventTemplateIds = ['wedding', 'corporate', 'party', 'tradeFair'] as const;
export type EventTemplateId = (typeof eventTemplateIds)[number];
export const eventTemplateIdSchema = z.enum(eventTemplateIds);

/** One entry of GET /event-templates: what the create form shows of a template. */
export const eventTemplateSummarySchema = z.object({
  id: eventTemplateIdSchema,
  boothType: boothTypeSchema,
  dimension: eventDimensionSchema,
  /** The template's look: its primary colour, background colour and heading font family. */
  primaryColor: z.string(),
  backgroundColor: z.string(),
  fontFamily: z.string(),
  /** URL of the template's preview picture (its main overlay over its background); null if none. */
  previewUrl: z.string().nullable(),
});
export type EventTemplateSummary = z.infer<typeof eventTemplateSummarySchema>;

export const eventTemplateListSchema = z.object({ templates: z.array(eventTemplateSummarySchema) });
export type EventTemplateList = z.infer<typeof eventTemplateListSchema>;
