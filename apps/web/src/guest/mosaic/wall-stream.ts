import type { MosaicFree, MosaicPlacement } from '@booth/shared';

export interface WallStreamHandlers {
  place(placement: MosaicPlacement): void;
  free(free: MosaicFree): void;
  reset(generation: number): void;
  /** Caught up; `generation` is the server's (a wall on another one reloads). */
  ready(cursor: string, generation: number | null): void;
  /** Connected; `again` after a drop: the caller checks what it may have missed (a new generation). */
  connected(again: boolean): void;
  /** The connection dropped; the browser or this wrapper is reconnecting. */
  offline(): void;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function parse(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A message the wall cannot use is skipped, never allowed to stop the wall. */
export function parsePlacement(data: string): MosaicPlacement | null {
  const value = parse(data);
  if (!value || !isId(value.id) || !isCount(value.cell) || !isCount(value.seq)) return null;
  const kind = value.kind === 'static' || value.kind === 'filler' ? value.kind : 'picture';
  return { id: value.id, cell: value.cell, seq: value.seq, kind, placedAt: typeof value.placedAt === 'string' ? value.placedAt : '' };
}

export function parseFree(data: string): MosaicFree | null {
  const value = parse(data);
  return value && isId(value.id) && isCount(value.cell) && isCount(value.seq) ? { id: value.id, cell: value.cell, seq: value.seq } : null;
}

/** Waits between attempts when the server refused the stream outright (the browser gives up then). */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * The wall's stream (`place`, `free`, `reset`, `ready`). The browser reconnects by itself after a
 * network drop and sends the last `id:` as Last-Event-ID, so the server replays what was missed. When
 * the server answers a reconnect with an error status the browser closes the EventSource for good; then
 * this wrapper opens a new one after a pause, from the newest cursor it saw.
 */
export class WallStream {
  private source: EventSource | null = null;
  private cursor: string;
  private dropped = false;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly url: (cursor: string) => string,
    cursor: string,
    private readonly on: WallStreamHandlers,
  ) {
    this.cursor = cursor;
  }

  open(): void {
    if (this.closed) return;
    const source = new EventSource(this.url(this.cursor));
    this.source = source;
    const seen = (event: MessageEvent) => {
      if (event.lastEventId) this.cursor = event.lastEventId;
    };
    source.addEventListener('open', () => {
      this.attempts = 0;
      const again = this.dropped;
      this.dropped = false;
      this.on.connected(again);
    });
    source.addEventListener('place', (event) => {
      seen(event);
      const placement = parsePlacement(event.data as string);
      if (placement) this.on.place(placement);
    });
    source.addEventListener('free', (event) => {
      seen(event);
      const free = parseFree(event.data as string);
      if (free) this.on.free(free);
    });
    source.addEventListener('reset', (event) => {
      seen(event);
      const generation = parse(event.data as string)?.generation;
      this.on.reset(isCount(generation) ? generation : 0);
    });
    source.addEventListener('ready', (event) => {
      seen(event);
      const data = parse(event.data as string);
      if (typeof data?.cursor === 'string' && data.cursor) this.cursor = data.cursor;
      this.on.ready(this.cursor, isCount(data?.generation) && data.generation > 0 ? data.generation : null);
    });
    source.addEventListener('error', () => {
      if (source !== this.source) return;
      if (!this.dropped) {
        this.dropped = true;
        this.on.offline();
      }
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        this.attempts += 1;
        this.timer = setTimeout(() => this.open(), retryDelayMs(this.attempts));
      }
    });
  }

  /** Connects anew from the newest cursor (the URL names the generation, which changed). */
  reopen(): void {
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
    this.dropped = false;
    this.open();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.source?.close();
    this.source = null;
  }
}
