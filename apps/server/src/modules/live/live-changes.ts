import { z } from 'zod';
import type { MessageBus } from '@/platform/bus/message-bus.ts';

/**
 * What changed about a campaign's pictures, as announced on the bus: new or changed pictures
 * (processed, approved, hidden, opted in) or removed ones. Receivers read the current rows themselves,
 * so a message carries ids only and a lost message is repaired by the next resume.
 */
export interface ShootChange {
  eventId: string;
  shootIds: string[];
  removed?: boolean;
}

/** Ids per message: a campaign-wide deletion announces its pictures in several small messages. */
const IDS_PER_MESSAGE = 500;

/**
 * One channel naming every campaign whose pictures changed, for listeners that follow many campaigns
 * at once (the mosaic walls, which take pictures from several campaigns): they hear the campaign, not
 * the pictures, and read what they need themselves.
 */
const SHOOT_EVENTS_CHANNEL = 'shoot-events';

const messageSchema = z.object({ shootIds: z.array(z.string()), removed: z.boolean().optional() });

/** One channel per campaign: a process hears only the campaigns its viewers watch. */
export function shootChannel(eventId: string): string {
  return `shoots:${eventId.toLowerCase()}`;
}

/**
 * Announces a change of pictures to every process's live feeds (gallery, dynamic gallery, moderation).
 * Call it after the change committed (a receiver reads the rows at once). Never throws: the change is
 * saved, and a feed that missed it catches up from the database when its client reconnects (the bus
 * logs the failure).
 */
export async function publishShootChange(bus: MessageBus, change: ShootChange): Promise<void> {
  const ids = [...new Set(change.shootIds.map((id) => id.toLowerCase()))];
  for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE) {
    const message = JSON.stringify({ shootIds: ids.slice(start, start + IDS_PER_MESSAGE), ...(change.removed ? { removed: true } : {}) });
    try {
      await bus.publish(shootChannel(change.eventId), message);
    } catch {
      return; // logged by the bus; the rest would fail the same way
    }
  }
  await bus.publish(SHOOT_EVENTS_CHANNEL, change.eventId.toLowerCase()).catch(() => undefined);
}

/** Calls `listener` with the campaign id of every change of pictures announced by any process. */
export function subscribeShootEvents(bus: MessageBus, listener: (eventId: string) => void): Promise<() => Promise<void>> {
  return bus.subscribe(SHOOT_EVENTS_CHANNEL, (message) => {
    if (/^[0-9a-f-]{36}$/.test(message)) listener(message);
  });
}

/** Listens to one campaign's changes; a malformed message (another version of the app) is ignored. */
export function subscribeShootChanges(bus: MessageBus, eventId: string, listener: (change: ShootChange) => void): Promise<() => Promise<void>> {
  return bus.subscribe(shootChannel(eventId), (message) => {
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(message));
    } catch {
      return;
    }
    if (parsed.shootIds.length === 0) return;
    listener({ eventId, shootIds: parsed.shootIds, ...(parsed.removed ? { removed: true } : {}) });
  });
}

/** The channel on which every process hears which campaigns' guest views (GET /events/{slug}/virtual) changed. */
const VIRTUAL_CHANNEL = 'virtual';

/** Tells every process to drop its cached guest view of `slug` (after the change committed); never throws. */
export async function publishVirtualInvalidation(bus: MessageBus, slug: string): Promise<void> {
  await bus.publish(VIRTUAL_CHANNEL, `virtual:${slug}`).catch(() => undefined);
}

/** Calls `invalidate` for every guest view another (or this) process announced as changed. */
export function subscribeVirtualInvalidations(bus: MessageBus, invalidate: (slug: string) => void): Promise<() => Promise<void>> {
  return bus.subscribe(VIRTUAL_CHANNEL, (message) => {
    if (message.startsWith('virtual:')) invalidate(message.slice('virtual:'.length));
  });
}
