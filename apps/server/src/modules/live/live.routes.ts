import { eventSlugSchema, singleLine } from '@booth/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderationActor } from '@/modules/moderators/moderation-access.ts';
import { guestPolicies } from '@/platform/http/rate-limits.ts';
import { limitedBy } from '@/platform/http/rate-limits-plugin.ts';
import { errorResponses } from '@/platform/http/schemas.ts';
import type { LiveHub } from './live-hub.ts';
import { openSseConnection } from './live-stream.ts';
import type { LiveFeed, LiveService } from './live.service.ts';

const tags = ['live'];
const params = z.object({ slug: eventSlugSchema });
const querystring = z.object({
  /** For clients that reconnect themselves (EventSource sends the Last-Event-ID header on its own). */
  lastEventId: singleLine().max(40).optional(),
});
/** The body is a stream of events, not JSON; declared for the API documentation only. */
const stream = z.string().describe('text/event-stream: `picture`/`shoot`, `remove`, `ready` events (see packages/shared live-api.ts)');

const RESUME =
  'Server-Sent Events. Every event has an `id:` cursor; reconnecting with it as `Last-Event-ID` (or `?lastEventId=`) replays what changed since ' +
  '(clients de-duplicate by picture id), then `ready`. Without it, no replay: fetch the first page first, then open the stream.';

function lastEventId(request: FastifyRequest, query: z.infer<typeof querystring>): string | undefined {
  const header = request.headers['last-event-id'];
  return (Array.isArray(header) ? header[0] : header) ?? query.lastEventId;
}

/**
 * The live feeds (campaigns §2, §3): the public gallery and dynamic gallery streams and the
 * moderation stream. Authorisation and refusals happen before the response is taken over, so they
 * are the usual JSON errors; after that the connection belongs to the live hub until either side ends it.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService; hub: LiveHub }> = async (app, { live, hub }) => {
  const limited = limitedBy(app, guestPolicies.liveStream);
  // Open streams would keep the server from closing: they are ended first.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  async function serve(request: FastifyRequest, reply: FastifyReply, feed: LiveFeed, cursor: string | undefined): Promise<void> {
    live.admit(feed);
    const connection = openSseConnection(reply);
    // Live changes arriving while the replay is read wait behind it, so an older state never follows a newer one.
    connection.hold();
    const detach = await live.connect(feed, connection);
    connection.onClose(detach);
    if (feed.signInCheckMs !== undefined) {
      // EventSource reconnects by itself (with Last-Event-ID), and that request's sign-in is checked.
      const recheck = setTimeout(() => connection.close(), feed.signInCheckMs).unref();
      connection.onClose(() => clearTimeout(recheck));
    }
    try {
      connection.writeNow(await live.catchUp(feed, cursor));
      connection.release();
    } catch (error) {
      request.log.error({ err: error }, 'live feed: replay failed');
      connection.close();
    }
  }

  app.get(
    '/events/:slug/gallery/stream',
    {
      config: { auth: 'none' },
      // A HEAD would hold a viewer's place without ever reading an event.
      exposeHeadRoute: false,
      onRequest: limited,
      schema: {
        tags,
        summary: "Public: the gallery's live feed",
        description: `\`picture\` (a GalleryPicture now shown, new or changed) and \`remove\` ({id}: no longer shown). ${RESUME} 402/404 like the gallery.`,
        params,
        querystring,
        produces: ['text/event-stream'],
        response: { 200: stream, ...errorResponses(402, 404, 429) },
      },
    },
    async (request, reply) => serve(request, reply, await live.galleryFeed(request.params.slug), lastEventId(request, request.query)),
  );

  app.get(
    '/events/:slug/live/stream',
    {
      config: { auth: 'none' },
      // A HEAD would hold a viewer's place without ever reading an event.
      exposeHeadRoute: false,
      onRequest: limited,
      schema: {
        tags,
        summary: "Public: the dynamic gallery's live feed, over the campaign and its sources",
        description: `Like the gallery stream, for the campaign and its \`dynamicGallery.sources\` of the same organiser. ${RESUME} 402/404 like the dynamic gallery.`,
        params,
        querystring,
        produces: ['text/event-stream'],
        response: { 200: stream, ...errorResponses(402, 404, 429) },
      },
    },
    async (request, reply) => serve(request, reply, await live.dynamicFeed(request.params.slug), lastEventId(request, request.query)),
  );

  app.get(
    '/events/:slug/moderation/stream',
    {
      config: { auth: 'moderation' },
      exposeHeadRoute: false,
      onRequest: limited,
      schema: {
        tags,
        summary: "The moderation queue's live feed (the campaign's owner, an admin or its moderators)",
        description: `\`shoot\` (a Shoot as the organiser's API answers it, new or changed, whatever its state) and \`remove\` ({id}: deleted). ${RESUME}`,
        params,
        querystring,
        produces: ['text/event-stream'],
        response: { 200: stream, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => serve(request, reply, await live.moderationFeed(moderationActor(request), request.params.slug), lastEventId(request, request.query)),
  );
};
