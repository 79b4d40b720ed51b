import { LIVE_HEARTBEAT_MS, type mosaicEventNames } from '@booth/shared';
import { TooManyAttempts } from '@/errors.ts';
import { HEARTBEAT_FRAME } from '@/modules/live/live-frames.ts';
import type { LiveClient } from '@/modules/live/live-hub.ts';
import { MAX_PUBLIC_STREAMS } from '@/modules/live/live.service.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { subscribeMosaicChanges } from './mosaic-changes.ts';
import { findWall, newestSeq, placementsSince, type WallPlacementRow } from './mosaic.repo.ts';
import { toMosaicFree, toMosaicPlacement } from './mosaic-views.ts';

/** Rows read per query while a wall's feed catches up (a burst of placements is read in a few). */
const DRAIN_BATCH = 1_000;
/**
 * A resuming wall that missed more than this is told to reload instead (`reset`): one wall answer
 * is cheaper than thousands of frames, and the sheets bring the tiles in a few images.
 */
export const REPLAY_MAX = 2_000;

type MosaicEventName = (typeof mosaicEventNames)[number];

/** Where a wall resumes: the seq it saw last (Last-Event-ID) and the generation it draws, when it knows them. */
export interface MosaicResume {
  afterSeq?: number;
  generation?: number;
}

export interface MosaicHub {
  /** Refuses a stream when this process has as many public streams as it keeps (429, try again shortly). */
  admit(): void;
  /**
   * Starts the wall's feed for `client`: what it missed since `resume` (or `reset` when that is too
   * much or of another generation), then `ready`, then every change as it happens. Answers the detach.
   */
  attach(eventId: string, client: LiveClient, resume: MosaicResume): Promise<() => void>;
  readonly size: number;
  close(): Promise<void>;
}

/** One Server-Sent Event; the id is a seq, so Last-Event-ID resumes the wall. JSON is one line. */
export function mosaicFrame(event: MosaicEventName, seq: number, data: unknown): string {
  return `event: ${event}\nid: ${seq}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A row's current state as a frame of the wall's generation: on the wall (`place`) or gone (`free`). */
function rowFrame(row: WallPlacementRow): string {
  return row.removedAt === null ? mosaicFrame('place', row.seq, toMosaicPlacement(row)) : mosaicFrame('free', row.seq, toMosaicFree(row));
}

/** What this process hears of one wall: one bus subscription and one reader, shared by every local viewer. */
interface Channel {
  eventId: string;
  clients: Set<LiveClient>;
  /** Viewers attached or joining: the channel is given up only when none is left. */
  refs: number;
  /** The newest seq this channel has told its viewers (every change up to it is written). */
  lastSeq: number;
  generation: number;
  /** Reads and joins run one after another, so a viewer's replay and the live frames never overlap or cross. */
  queue: Promise<void>;
  drainQueued: boolean;
  unsubscribe: Promise<(() => Promise<void>) | undefined>;
}

/**
 * The mosaic walls' feeds of one process (modelled on the live hub). A bus message only says "this wall
 * changed": the channel reads the rows after the seq it last told, once, turns them into text once and
 * writes the same string to every viewer. Seqs are the cursor, so a lost message is repaired by the next
 * one and a bus outage by reading on from the last seq.
 */
export function createMosaicHub(deps: { db: Db; bus: MessageBus; log: Logger; maxPublicStreams?: number }): MosaicHub {
  const { db, bus, log } = deps;
  const maxStreams = deps.maxPublicStreams ?? MAX_PUBLIC_STREAMS;
  const channels = new Map<string, Channel>();
  const clients = new Set<LiveClient>();
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function enqueue(channel: Channel, task: () => Promise<void>): Promise<void> {
    const run = channel.queue.then(task).catch((error: unknown) => {
      // Viewers catch up with the next change or when they reconnect (Last-Event-ID).
      log.error({ err: error, eventId: channel.eventId }, 'mosaic feed: could not read the wall');
    });
    channel.queue = run;
    return run;
  }

  async function drain(channel: Channel): Promise<void> {
    channel.drainQueued = false;
    const wall = await findWall(db, channel.eventId);
    const generation = wall?.generation ?? 1;
    let text = '';
    if (generation !== channel.generation) {
      // Its id is the seq before the batch: a viewer resuming from it sees the reset's rows and reloads again.
      text += mosaicFrame('reset', channel.lastSeq, { generation });
      channel.generation = generation;
    }
    for (;;) {
      const rows = await placementsSince(db, channel.eventId, channel.lastSeq, DRAIN_BATCH);
      for (const row of rows) if (row.generation === generation) text += rowFrame(row);
      const last = rows.at(-1);
      if (last) channel.lastSeq = last.seq;
      if (rows.length < DRAIN_BATCH) break;
    }
    if (text) for (const client of channel.clients) client.write(text);
  }

  function changed(channel: Channel): void {
    // A burst of messages while a read is waiting is one read.
    if (channel.drainQueued) return;
    channel.drainQueued = true;
    void enqueue(channel, () => drain(channel));
  }

  function channelOf(eventId: string): Channel {
    const key = eventId.toLowerCase();
    const existing = channels.get(key);
    if (existing) return existing;
    const channel: Channel = { eventId: key, clients: new Set(), refs: 0, lastSeq: 0, generation: 1, queue: Promise.resolve(), drainQueued: false, unsubscribe: Promise.resolve(undefined) };
    channel.unsubscribe = subscribeMosaicChanges(bus, key, () => changed(channel)).catch((error: unknown) => {
      log.error({ err: error, eventId: key }, 'mosaic feed: could not subscribe');
      return undefined;
    });
    // Subscribed first, then the starting point read: a change committed in between is in both, never in neither.
    void enqueue(channel, async () => {
      await channel.unsubscribe;
      const [wall, seq] = await Promise.all([findWall(db, key), newestSeq(db, key)]);
      channel.generation = wall?.generation ?? 1;
      channel.lastSeq = seq;
    });
    channels.set(key, channel);
    return channel;
  }

  /** What a joining viewer missed, as frames (or a `reset` when it must reload), then `ready`. */
  async function catchUp(channel: Channel, resume: MosaicResume): Promise<string> {
    const { lastSeq, generation } = channel;
    const ready = mosaicFrame('ready', lastSeq, { cursor: String(lastSeq), generation });
    if (resume.generation !== undefined && resume.generation !== generation) return mosaicFrame('reset', lastSeq, { generation }) + ready;
    if (resume.afterSeq === undefined || resume.afterSeq >= lastSeq) return ready;
    const rows = (await placementsSince(db, channel.eventId, resume.afterSeq, REPLAY_MAX + 1)).filter((row) => row.seq <= lastSeq);
    // Rows of another generation after its cursor: the wall was reset since this viewer loaded it.
    if (rows.length > REPLAY_MAX || rows.some((row) => row.generation !== generation)) return mosaicFrame('reset', lastSeq, { generation }) + ready;
    return rows.map(rowFrame).join('') + ready;
  }

  function release(channel: Channel, client: LiveClient): void {
    channel.clients.delete(client);
    channel.refs -= 1;
    if (channel.refs > 0 || channels.get(channel.eventId) !== channel) return;
    // A viewer arriving now gets a new channel; this one leaves the bus after whatever it still had queued.
    channels.delete(channel.eventId);
    void enqueue(channel, async () => {
      const unsubscribe = await channel.unsubscribe;
      await unsubscribe?.();
    });
  }

  // After a bus outage every wall reads on from its last seq: nothing is lost, only late.
  bus.onResume(() => {
    for (const channel of channels.values()) changed(channel);
  });

  return {
    get size() {
      return clients.size;
    },

    admit() {
      if (clients.size >= maxStreams) throw new TooManyAttempts(5, 'This server has as many mosaic viewers as it takes; try again in a few seconds');
    },

    async attach(eventId, client, resume) {
      if (closed) {
        client.close();
        return () => undefined;
      }
      const channel = channelOf(eventId);
      channel.refs += 1;
      clients.add(client);
      // One timer for the whole process, not one per viewer.
      heartbeat ??= setInterval(() => {
        for (const viewer of clients) viewer.write(HEARTBEAT_FRAME);
      }, LIVE_HEARTBEAT_MS).unref();
      let attached = true;
      const detach = () => {
        if (!attached) return;
        attached = false;
        clients.delete(client);
        release(channel, client);
        if (clients.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
      await enqueue(channel, async () => {
        if (!attached) return;
        try {
          client.write(await catchUp(channel, resume));
          channel.clients.add(client);
        } catch (error) {
          // The browser reconnects (with its Last-Event-ID) and tries again.
          log.error({ err: error, eventId: channel.eventId }, 'mosaic feed: could not replay');
          client.close();
        }
      });
      return detach;
    },

    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      for (const client of [...clients]) client.close();
      clients.clear();
      const pending = [...channels.values()];
      channels.clear();
      await Promise.all(pending.map((channel) => channel.unsubscribe.then((unsubscribe) => unsubscribe?.()).catch(() => undefined)));
    },
  };
}
