/**
 * Guest sessions for a tablet without network (issue 14): the server starts a guest's session, so a
 * paired kiosk keeps a few started ahead of time while it is online and hands one to each guest who
 * comes while it is not. Should they run out, the last one is used again: a picture is never refused
 * for want of a session (the server counts that guest's pictures as one session's).
 */

/**
 * Sessions kept ready per campaign. Few on purpose: a spare never used still counts as a guest session
 * in the campaign's figures, and after the spares the last session is shared, which loses nothing.
 */
export const SPARE_SESSIONS = 3;

const spareKey = (slug: string) => `boothwerk.kiosk.spareSessions.${slug}`;
const lastKey = (slug: string) => `boothwerk.kiosk.lastSession.${slug}`;

function read(slug: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(spareKey(slug)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function write(slug: string, tokens: string[]): void {
  localStorage.setItem(spareKey(slug), JSON.stringify(tokens));
}

/** Records the session a guest got (online or spare): the fallback when the spares run out. */
export function rememberSession(slug: string, token: string): void {
  localStorage.setItem(lastKey(slug), token);
}

/** A session for a guest while the network is down: a spare one, else the last one used; null if the kiosk never had one. */
export function takeSpareSession(slug: string): string | null {
  const [first, ...rest] = read(slug);
  if (first) {
    write(slug, rest);
    rememberSession(slug, first);
    return first;
  }
  return localStorage.getItem(lastKey(slug));
}

/** Tops the spares up to SPARE_SESSIONS while online; a failure (offline again) just leaves fewer. */
export async function refillSpareSessions(slug: string, create: () => Promise<string>, target = SPARE_SESSIONS): Promise<number> {
  let tokens = read(slug);
  while (tokens.length < target) {
    try {
      const token = await create();
      tokens = [...read(slug), token];
      write(slug, tokens);
    } catch {
      break;
    }
  }
  return tokens.length;
}

/** Whether an error means "no network" rather than an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Starts a guest's session: at the server when it answers, else from the spares. A refusal by the
 * server (a licence, a draft) is passed on as it is: only a missing network takes a spare.
 */
export async function startKioskSession(slug: string, create: () => Promise<string>): Promise<string> {
  try {
    const token = await create();
    rememberSession(slug, token);
    void refillSpareSessions(slug, create);
    return token;
  } catch (error) {
    const spare = isNetworkFailure(error) ? takeSpareSession(slug) : null;
    if (spare) return spare;
    throw error;
  }
}
