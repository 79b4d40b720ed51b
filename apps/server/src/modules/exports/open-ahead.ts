import type { Readable } from 'node:stream';

/** A source with its content opened (`stream` undefined: the file is gone). */
export interface Opened<S> {
  source: S;
  stream: Readable | undefined;
}

type Settled<S> = { opened: Opened<S> } | { error: unknown };

/**
 * `sources` in order, each already opened, with up to `depth` further opens in flight behind the one
 * handed out: an export then waits for a file's open (and for the next database page of `sources`)
 * while earlier files are still being written, not after. Opening holds a file descriptor, no bytes.
 * When the consumer stops early or fails, the files opened ahead are closed.
 */
export async function* openAhead<S extends { open(): Promise<Readable | undefined> }>(sources: AsyncIterable<S>, depth: number): AsyncGenerator<Opened<S>> {
  const pending: Array<Promise<Settled<S>>> = [];
  const take = async (): Promise<Opened<S>> => {
    const settled = await pending.shift()!;
    if ('error' in settled) throw settled.error;
    return settled.opened;
  };
  try {
    for await (const source of sources) {
      // Settled into a value at once, so an open that fails while it waits in the queue is no unhandled rejection.
      pending.push(source.open().then((stream) => ({ opened: { source, stream } }), (error: unknown) => ({ error })));
      if (pending.length > depth) yield await take();
    }
    while (pending.length > 0) yield await take();
  } finally {
    for (const waiting of pending.splice(0)) void waiting.then((settled) => ('opened' in settled ? settled.opened.stream?.destroy() : undefined));
  }
}
