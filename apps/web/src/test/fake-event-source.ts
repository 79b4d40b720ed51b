import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test sees the feeds the page opened
 * and sends events down them as the server would.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server opens the feed and finishes its replay. */
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
      this.dispatchEvent(new MessageEvent('ready', { data: JSON.stringify({ cursor: 'c0' }) }));
    });
  }

  /** One named event with a JSON payload. */
  send(name: string, payload: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(payload), lastEventId: String(Date.now()) }));
    });
  }
}

/** Installs the fake and answers the feeds opened so far; the newest open one for `path`. */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return {
    feed(path: string): FakeEventSource | undefined {
      return FakeEventSource.instances.filter((source) => source.url === path && source.readyState !== FakeEventSource.CLOSED).at(-1);
    },
  };
}
