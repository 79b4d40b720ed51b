import { expect } from 'vitest';

/** One Server-Sent Event as a client parses it. */
export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface TestStream {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** Waits for the first event (from `from` on) that matches; fails the test after `timeoutMs`. */
  next(match: (event: ReceivedEvent) => boolean, options?: { timeoutMs?: number; from?: number }): Promise<ReceivedEvent>;
  /** Settles when the server ended the stream (or it was closed here). */
  ended: Promise<void>;
  /** The id of the last event received (what a browser would send as Last-Event-ID). */
  lastEventId(): string | undefined;
  close(): void;
}

/** Parses the stream as EventSource does (event, id, data fields; blank line ends an event; comments ignored). */
function parseFrames(buffer: string, onEvent: (event: ReceivedEvent) => void): string {
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end !== -1; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onEvent({ event, id, data: JSON.parse(data.join('\n')) as unknown });
  }
  return rest;
}

/** Opens an SSE stream with fetch (as a screen does) and collects its events. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers }, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer = parseFrames(buffer + value, (event) => events.push(event));
          for (const wake of [...waiters]) wake();
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    async next(match, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 5000);
      for (;;) {
        const found = events.slice(options.from ?? 0).find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          expect.fail(`no matching event within ${options.timeoutMs ?? 5000} ms; got ${JSON.stringify(events.map((event) => [event.event, event.data]))}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, Math.min(left, 200));
        });
      }
    },
    lastEventId: () => events.at(-1)?.id,
    close: () => abort.abort(),
  };
}

/** Whether an event is about picture `id` (picture, shoot or remove). */
export const about = (id: string, kind?: string) => (event: ReceivedEvent) =>
  (kind === undefined || event.event === kind) && typeof event.data === 'object' && event.data !== null && (event.data as { id?: unknown }).id === id;
