import { isPresentable, LIVE_HEARTBEAT_MS } from '@booth/shared';
import { settingsOf } from '@/modules/events/event-views.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import type { ShootRow } from '@/modules/shoots/shoots.table.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Logger } from '@/platform/logger.ts';
import { subscribeShootChanges, type ShootChange } from './live-changes.ts';
import { HEARTBEAT_FRAME, removeFrame, rowFrame, viewKey, type FeedView, type Presented } from './live-frames.ts';
import { findChangedShoots, idsChangedSince, presentedAmong, removedSince } from './live.repo.ts';

/** After a bus outage, changes from this long before it began are read again (clocks and commit order, as for a resume). */
const RESYNC_MARGIN_MS = 5_000;
/** At most this many changed (and as many removed) pictures per campaign are re-read after an outage. */
const RESYNC_MAX = 500;

/** One connected viewer, as the hub sees it: somewhere to write text, and a way to end it. */
export interface LiveClient {
  write(text: string): void;
  close(): void;
}

export interface LiveHub {
  /**
   * Starts delivering the views' changes to `client` (subscribing their campaigns' channels if this
   * process does not hear them yet); answers the function that stops it.
   */
  attach(views: readonly FeedView[], client: LiveClient): Promise<() => void>;
  /** Viewers connected to this process. */
  readonly size: number;
  /** Ends every stream (the server is stopping) and leaves the bus. */
  close(): Promise<void>;
}

interface ViewClients {
  view: FeedView;
  clients: Set<LiveClient>;
}

/** What this process hears of one campaign: its bus subscription, shared by every local viewer. */
interface Channel {
  eventId: string;
  views: Map<string, ViewClients>;
  refs: number;
  unsubscribe: Promise<(() => Promise<void>) | undefined>;
  /** Announced ids not handled yet: a burst is read in one query, in order, never two reads at once. */
  changed: Set<string>;
  removed: Set<string>;
  draining: boolean;
}

/**
 * The live feeds of one process. Each campaign's channel is subscribed once, however many viewers
 * watch it; a message is read from the database once (one query for all its ids, and for whatever
 * arrived meanwhile) and turned into text once per kind of view, and that same string is written to
 * every client of the view. So a picture reaches 1,000 viewers for one query and one serialisation.
 */
export function createLiveHub(deps: { db: Db; bus: MessageBus; publicUrl: string; log: Logger; now?: () => Date }): LiveHub {
  const { db, bus, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  const channels = new Map<string, Channel>();
  const clients = new Set<LiveClient>();
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * Which of the pictures that are not (or no longer) presentable ever were: only public viewers
   * need to know (they hear of nothing else), and only this one query is added to a drain for them.
   */
  async function presentedFor(channel: Channel, rows: readonly ShootRow[], gone: readonly string[]): Promise<Presented> {
    const publicViewers = [...channel.views.values()].some(({ view, clients: viewers }) => view.rendering.kind === 'public' && viewers.size > 0);
    if (!publicViewers) return new Map();
    return presentedAmong(db, [...rows.filter((row) => row.isTest || !isPresentable(row, { galleryOptIn: true })).map((row) => row.id), ...gone]);
  }

  async function drain(channel: Channel): Promise<void> {
    if (channel.draining) return;
    channel.draining = true;
    try {
      while (channel.changed.size > 0 || channel.removed.size > 0) {
        const changed = [...channel.changed];
        const removed = [...channel.removed];
        channel.changed.clear();
        channel.removed.clear();
        const at = now();
        const [rows, event] = await Promise.all([findChangedShoots(db, channel.eventId, changed), findEventById(db, channel.eventId)]);
        // The opt-in rule as it is now, not as it was when a screen connected: an organiser who turns
        // gallery opt-in on during the event keeps new pictures of guests who did not opt in off every screen.
        const galleryOptIn = event ? settingsOf(event).screens.sharing.galleryOptIn.enabled : undefined;
        const found = new Set(rows.map((row) => row.id));
        // Announced as changed but gone by now: deleted meanwhile.
        const gone = [...removed, ...changed.filter((id) => !found.has(id))];
        const presented = await presentedFor(channel, rows, gone);
        for (const { view: joined, clients: viewers } of channel.views.values()) {
          if (viewers.size === 0) continue;
          const view = galleryOptIn === undefined ? joined : { ...joined, source: { ...joined.source, galleryOptIn } };
          let text = '';
          for (const row of rows) text += rowFrame(view, row, publicUrl, presented);
          for (const id of gone) text += removeFrame(view, id, at, presented);
          if (text) for (const client of viewers) client.write(text);
        }
      }
    } catch (error) {
      // The viewers catch up when they reconnect (Last-Event-ID); nothing else can be done here.
      log.error({ err: error, eventId: channel.eventId }, 'live feed: could not read changed pictures');
      channel.changed.clear();
      channel.removed.clear();
    } finally {
      channel.draining = false;
    }
  }

  function received(channel: Channel, change: ShootChange): void {
    for (const raw of change.shootIds) {
      const id = raw.toLowerCase();
      // The later announcement of an id wins.
      if (change.removed) {
        channel.changed.delete(id);
        channel.removed.add(id);
      } else {
        channel.removed.delete(id);
        channel.changed.add(id);
      }
    }
    void drain(channel);
  }

  function channelOf(eventId: string): Channel {
    const key = eventId.toLowerCase();
    let channel = channels.get(key);
    if (channel) return channel;
    const created: Channel = { eventId: key, views: new Map(), refs: 0, unsubscribe: Promise.resolve(undefined), changed: new Set(), removed: new Set(), draining: false };
    created.unsubscribe = subscribeShootChanges(bus, key, (change) => received(created, change)).catch((error: unknown) => {
      log.error({ err: error, eventId: key }, 'live feed: could not subscribe');
      return undefined;
    });
    channels.set(key, created);
    channel = created;
    return channel;
  }

  function release(channel: Channel): void {
    channel.refs -= 1;
    if (channel.refs > 0 || channels.get(channel.eventId) !== channel) return;
    channels.delete(channel.eventId);
    void channel.unsubscribe.then((unsubscribe) => unsubscribe?.()).catch((error: unknown) => log.warn({ err: error }, 'live feed: could not unsubscribe'));
  }

  function beat(): void {
    for (const client of clients) client.write(HEARTBEAT_FRAME);
  }

  /**
   * The bus lost messages while it was away: each campaign this process watches re-reads what changed
   * since, through the same queue as announcements, so its viewers catch up without reconnecting.
   */
  async function resync(lostAt: Date): Promise<void> {
    const since = new Date(lostAt.getTime() - RESYNC_MARGIN_MS);
    for (const channel of [...channels.values()]) {
      try {
        const [changed, removed] = await Promise.all([idsChangedSince(db, channel.eventId, since, RESYNC_MAX), removedSince(db, [channel.eventId], since, RESYNC_MAX)]);
        received(channel, { eventId: channel.eventId, shootIds: changed });
        received(channel, { eventId: channel.eventId, shootIds: removed.map((row) => row.shootId), removed: true });
      } catch (error) {
        log.error({ err: error, eventId: channel.eventId }, 'live feed: could not catch up after the bus was back');
      }
    }
  }
  bus.onResume((lostAt) => void resync(lostAt));

  return {
    get size() {
      return clients.size;
    },

    async attach(views, client) {
      if (closed) {
        client.close();
        return () => undefined;
      }
      const joined: Array<{ channel: Channel; viewers: Set<LiveClient> }> = [];
      for (const view of views) {
        const channel = channelOf(view.source.eventId);
        const key = viewKey(view);
        let entry = channel.views.get(key);
        if (!entry) {
          entry = { view, clients: new Set() };
          channel.views.set(key, entry);
        }
        entry.clients.add(client);
        channel.refs += 1;
        joined.push({ channel, viewers: entry.clients });
      }
      clients.add(client);
      // One timer for the whole process, not one per viewer.
      heartbeat ??= setInterval(beat, LIVE_HEARTBEAT_MS).unref();
      await Promise.all(joined.map(({ channel }) => channel.unsubscribe));
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        for (const { channel, viewers } of joined) {
          viewers.delete(client);
          release(channel);
        }
        clients.delete(client);
        if (clients.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
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
