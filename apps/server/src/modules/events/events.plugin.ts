import type { FastifyPluginAsync } from 'fastify';
import { genericUrlsRoutes } from '@/modules/generic-urls/generic-urls.routes.ts';
import type { GenericUrlsService } from '@/modules/generic-urls/generic-urls.service.ts';
import { linksRoutes } from '@/modules/links/links.routes.ts';
import type { LinksService } from '@/modules/links/links.service.ts';
import { registerEventSchemaComponents } from './event-openapi.ts';
import { parsingSerializerCompiler } from './event-serializer.ts';
import { eventsRoutes } from './events.routes.ts';
import type { EventsService } from './events.service.ts';
import { testLinksRoutes, type TestLinksDeps } from './test-links.routes.ts';
import { virtualRoutes } from './virtual.routes.ts';
import type { VirtualEventService } from './virtual-event.service.ts';

/** Campaigns, their public guest view, generic URLs and links (campaigns §7 Events, "Other event data"). */
export const eventsPlugin: FastifyPluginAsync<{
  events: EventsService;
  virtualEvents: VirtualEventService;
  genericUrls: GenericUrlsService;
  links: LinksService;
  /** POST /events/{id}/test-link; app.ts passes `{ db, publicUrl, now }`. */
  testLinks: TestLinksDeps;
}> = async (app, options) => {
  registerEventSchemaComponents();
  // For this scope only: the event answers are parsed, not encoded (see event-serializer.ts).
  app.setSerializerCompiler(parsingSerializerCompiler);
  await app.register(eventsRoutes, { events: options.events });
  await app.register(virtualRoutes, { virtualEvents: options.virtualEvents });
  await app.register(genericUrlsRoutes, { genericUrls: options.genericUrls });
  await app.register(linksRoutes, { links: options.links });
  await app.register(testLinksRoutes, options.testLinks);
};
