import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeModerator, organiserWithCampaign } from '@/modules/moderators/moderators.test-support.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { openStream, type TestStream } from './live.test-support.ts';

let t: TestApp;
let base: string;
const streams: TestStream[] = [];

beforeAll(async () => {
  // One second instead of five minutes, so the test sees the check happen.
  t = await buildTestApp({ LIVE_SIGN_IN_CHECK_SECONDS: '1' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});

async function moderationStream(slug: string, headers: Record<string, string>): Promise<TestStream> {
  const stream = await openStream(`${base}/api/events/${slug}/moderation/stream`, headers);
  streams.push(stream);
  return stream;
}

describe('the moderation feed checks its sign-in again', () => {
  it('ends a moderator’s open feed after the check interval; once the moderator is removed, the reconnect is refused', async () => {
    const { organiser, event } = await organiserWithCampaign(t, 'recheck@example.com');
    const moderator = await activeModerator(t, organiser, 'recheck-mod@example.com', event.slug);

    const feed = await moderationStream(event.slug, moderator.headers);
    expect(feed.status).toBe(200);
    await feed.next((received) => received.event === 'ready');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/moderators/${moderator.id}`, headers: organiser.headers });
    expect(removed.statusCode).toBe(204);

    // The open stream does not outlive the check: the server ends it, as the browser then reconnects.
    const ended = await Promise.race([feed.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), 4000))]);
    expect(ended).toBe('ended');
    const again = await moderationStream(event.slug, { ...moderator.headers, 'last-event-id': feed.lastEventId() ?? '' });
    expect(again.status).toBe(401);
  });

  it('lets a still-valid moderator reconnect and resume', async () => {
    const { organiser, event } = await organiserWithCampaign(t, 'recheck2@example.com');
    const moderator = await activeModerator(t, organiser, 'recheck2-mod@example.com', event.slug);
    const feed = await moderationStream(event.slug, moderator.headers);
    await feed.next((received) => received.event === 'ready');
    await feed.ended;
    const again = await moderationStream(event.slug, { ...moderator.headers, 'last-event-id': feed.lastEventId() ?? '' });
    expect(again.status).toBe(200);
    await again.next((received) => received.event === 'ready');
  });
});
