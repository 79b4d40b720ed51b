/**
 * Guest sessions for a tablet without network (issues 14 and 24): the server starts a guest's session,
 * so a paired kiosk keeps a pool of them started ahead, topped up with every answer of the server (the
 * first comes as the campaign opens, use-kiosk-device.ts), and hands one to each guest who comes while
 * the network is down. Should they run out, the last one is used again: a picture is never refused for
 * want of a session (the server counts that guest's pictures as one session's).
 */

/**
 * Sessions kept ready per campaign. Few on purpose: a spare never used still counts as a guest session
 * in the campaign's figures, and after the spares the last session is shared, which loses nothing.
 */
export const SPARE_SESSIONS = 5;

/**
 * How long a guest waits for the server's session before a spare is taken: a venue Wi-Fi often hangs
 * rather than fails, and the browser may still believe it is online.
 */
export const SESSION_WAIT_MS = 4_000;

const SPARE_PREFIX = 'boothwerk.kiosk.spareSessions.';
const LAST_PREFIX = 'boothwerk.kiosk.lastSession.';
const spareKey = (slug: string) => `${SPARE_PREFIX}${slug}`;
const lastKey = (slug: string) => `${LAST_PREFIX}${slug}`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Told of every change of the pools (this page's, and another kiosk tab's through the `storage` event). */
export function subscribeSpareSessions(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(slug: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(spareKey(slug)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

/** False when the browser refuses to store (private mode, storage full): the pool stays as it was. */
function write(slug: string, tokens: string[]): boolean {
  try {
    localStorage.setItem(spareKey(slug), JSON.stringify(tokens));
    changed();
    return true;
  } catch {
    return false;
  }
}

/** Spare sessions ready for this campaign: how many guests the tablet can take without network, each with their own. */
export function spareSessionCount(slug: string): number {
  return read(slug).length;
}

function readLast(slug: string): string | null {
  try {
    return localStorage.getItem(lastKey(slug));
  } catch {
    return null;
  }
}

/** Whether a guest can still be taken without network once the spares are gone (the last session, shared). */
export function hasLastSession(slug: string): boolean {
  return readLast(slug) !== null;
}

/** Records the session a guest got (online or spare): the fallback when the spares run out. */
export function rememberSession(slug: string, token: string): void {
  try {
    localStorage.setItem(lastKey(slug), token);
    changed();
  } catch {
    // Without storage there is no fallback; the spares still serve.
  }
}

/** A spare session, taken out of the pool; null when none is left. */
function takeSpare(slug: string): string | null {
  const [first, ...rest] = read(slug);
  if (!first || !write(slug, rest)) return null;
  rememberSession(slug, first);
  return first;
}

/** A session for a guest while the network is down: a spare one, else the last one used; null if the kiosk never had one. */
export function takeSpareSession(slug: string): string | null {
  return takeSpare(slug) ?? readLast(slug);
}

const filling = new Map<string, Promise<number>>();

/**
 * Tops the spares up to `target` while online; a failure (offline again, a refusal) just leaves fewer.
 * One fill per campaign at a time: answers that come in quick succession must not start more sessions
 * than the pool holds.
 */
export function refillSpareSessions(slug: string, create: () => Promise<string>, target = SPARE_SESSIONS): Promise<number> {
  const running = filling.get(slug);
  if (running) return running;
  const fill = (async () => {
    let count = read(slug).length;
    while (count < target) {
      let token: string;
      try {
        token = await create();
      } catch {
        break;
      }
      const tokens = [...read(slug), token];
      if (!write(slug, tokens)) break;
      count = tokens.length;
    }
    return count;
  })().finally(() => filling.delete(slug));
  filling.set(slug, fill);
  return fill;
}

/** The device was removed: its spare sessions are no one's to use any more (every campaign's). */
export function forgetSpareSessions(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(SPARE_PREFIX) || key?.startsWith(LAST_PREFIX)) localStorage.removeItem(key);
    changed();
  } catch {
    // Nothing was kept.
  }
}

/** Whether an error means "no network" rather than an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Whether `promise` settles (either way) within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/**
 * Starts a guest's session: at the server when it answers, else from the spares. A refusal by the
 * server (a licence, a draft) is passed on as it is: only a missing network takes a spare. A server
 * slow to answer gets `waitMs`, then the guest takes a spare and the late session becomes one.
 */
export async function startKioskSession(slug: string, create: () => Promise<string>, waitMs = SESSION_WAIT_MS): Promise<string> {
  const asked = create();
  if (!(await settlesWithin(asked, waitMs))) {
    const spare = takeSpare(slug);
    if (spare) {
      asked.then(
        (token) => write(slug, [...read(slug), token]),
        () => undefined,
      );
      return spare;
    }
  }
  try {
    const token = await asked;
    rememberSession(slug, token);
    return token;
  } catch (error) {
    const spare = isNetworkFailure(error) ? takeSpareSession(slug) : null;
    if (spare) return spare;
    throw error;
  }
}
