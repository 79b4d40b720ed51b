import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFree, parsePlacement, retryDelayMs, WallStream, type WallStreamHandlers } from './wall-stream.ts';

/** EventSource as the browser has it, driven by the test: open, messages, errors, the final close. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  message(type: string, data: unknown, id: string): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  /** A network drop (the browser retries: CONNECTING) or a refusal (it gives up: CLOSED). */
  fail(final: boolean): void {
    this.readyState = final ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  close(): void {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

function handlers() {
  return { place: vi.fn(), free: vi.fn(), reset: vi.fn(), ready: vi.fn(), connected: vi.fn(), offline: vi.fn() } satisfies WallStreamHandlers;
}

const placement = { id: '00000000-0000-4000-8000-000000000001', cell: 3, seq: 12, kind: 'picture', placedAt: '2026-06-01T18:00:00Z' };

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wall stream', () => {
  it('starts at the wall JSON cursor and hands on place, free, reset and ready', () => {
    const on = handlers();
    const stream = new WallStream((cursor) => `/stream?lastEventId=${cursor}`, '10', on);
    stream.open();
    const source = FakeEventSource.made[0] as FakeEventSource;
    expect(source.url).toBe('/stream?lastEventId=10');
    source.open();
    expect(on.connected).toHaveBeenCalledWith(false);
    source.message('place', placement, '12');
    source.message('free', { id: placement.id, cell: 3, seq: 13 }, '13');
    source.message('reset', { generation: 4 }, '14');
    source.message('ready', { cursor: '14' }, '');
    source.message('ready', { cursor: '15', generation: 4 }, '');
    expect(on.place).toHaveBeenCalledWith(placement);
    expect(on.free).toHaveBeenCalledWith({ id: placement.id, cell: 3, seq: 13 });
    expect(on.reset).toHaveBeenCalledWith(4);
    expect(on.ready).toHaveBeenCalledWith('14', null);
    expect(on.ready).toHaveBeenLastCalledWith('15', 4);
    stream.close();
    expect(source.closed).toBe(true);
  });

  it('says offline on a drop and connected-again when the browser is back (it resumes by itself)', () => {
    const on = handlers();
    new WallStream(() => '/stream', '0', on).open();
    const source = FakeEventSource.made[0] as FakeEventSource;
    source.open();
    source.fail(false);
    source.fail(false);
    expect(on.offline).toHaveBeenCalledTimes(1);
    source.open();
    expect(on.connected).toHaveBeenLastCalledWith(true);
    // The browser's own retry: no second EventSource.
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('opens a new EventSource from the newest cursor when the browser gave up, waiting longer each time', () => {
    const on = handlers();
    new WallStream((cursor) => `/stream?lastEventId=${cursor}`, '10', on).open();
    const first = FakeEventSource.made[0] as FakeEventSource;
    first.open();
    first.message('place', placement, '12');
    first.fail(true);
    expect(on.offline).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(retryDelayMs(1));
    const second = FakeEventSource.made[1] as FakeEventSource;
    expect(second.url).toBe('/stream?lastEventId=12');
    second.fail(true);
    vi.advanceTimersByTime(retryDelayMs(2) - 1);
    expect(FakeEventSource.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeEventSource.made[2] as FakeEventSource;
    third.open();
    expect(on.connected).toHaveBeenLastCalledWith(true);
    expect(retryDelayMs(20)).toBe(30_000);
  });

  it('reopens from the newest cursor when asked (the address names a new generation)', () => {
    let generation = 1;
    const stream = new WallStream((cursor) => `/stream?lastEventId=${cursor}&generation=${generation}`, '10', handlers());
    stream.open();
    const first = FakeEventSource.made[0] as FakeEventSource;
    first.open();
    first.message('place', placement, '12');
    generation = 2;
    stream.reopen();
    expect(first.closed).toBe(true);
    expect((FakeEventSource.made[1] as FakeEventSource).url).toBe('/stream?lastEventId=12&generation=2');
  });

  it('skips messages it cannot use instead of stopping', () => {
    expect(parsePlacement('not json')).toBeNull();
    expect(parsePlacement(JSON.stringify({ id: 'x', cell: -1, seq: 1 }))).toBeNull();
    expect(parsePlacement(JSON.stringify({ ...placement, kind: 'filler' }))?.kind).toBe('filler');
    expect(parseFree(JSON.stringify({ id: 'x', cell: 1 }))).toBeNull();
    const on = handlers();
    new WallStream(() => '/stream', '0', on).open();
    const source = FakeEventSource.made[0] as FakeEventSource;
    source.dispatchEvent(new MessageEvent('place', { data: '{', lastEventId: '3' }));
    expect(on.place).not.toHaveBeenCalled();
  });
});
