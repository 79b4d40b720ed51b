import type { Fixtures } from './fixtures.ts';
import type { Principal } from './principals.ts';

/**
 * What a principal must get: `ok` (let through), or the status of a refusal — 401 (who are you?),
 * 403 (known, but not allowed), 404 (not yours: an id of someone else is as good as an unknown one),
 * 400 (a body naming someone else's thing, refused as an invalid field).
 */
export type Outcome = 'ok' | 400 | 401 | 403 | 404;
export type Expectation = Record<Principal, Outcome>;

/** Error codes that are the refusal itself; any other answer below 500 got past the door. */
const REFUSALS: Record<number, readonly string[]> = {
  401: ['UNAUTHENTICATED', 'SUPPORT_TOKEN_INVALID', 'DEVICE_UNKNOWN'],
  403: ['FORBIDDEN', 'CROSS_SITE_REQUEST', 'DEVICE_NOT_ALLOWED'],
};

export interface Answer {
  statusCode: number;
  code?: string;
}

/**
 * Whether an answer meets the expectation; the reason when not. `ok` accepts every answer below 500
 * that is not a refusal: 2xx, a 400 because the probe's body is empty or made up (validation runs after
 * the auth check), a 409/422 of the use-case, and a 401/403 with a use-case code (a wrong current
 * password is INVALID_CREDENTIALS: the caller was let in and then asked for proof). A 404 is always a
 * refusal, since every path names an existing resource of the owner.
 */
export function verdict(expected: Outcome, answer: Answer): string | null {
  const { statusCode, code = '' } = answer;
  const got = `${statusCode}${code ? ` ${code}` : ''}`;
  if (statusCode >= 500) return `expected ${expected}, got ${got} (a server error is never an answer)`;
  if (expected !== 'ok') return statusCode === expected ? null : `expected ${expected}, got ${got}`;
  const refused = statusCode === 404 || statusCode === 429 || (REFUSALS[statusCode]?.includes(code) ?? false);
  return refused ? `expected ok, got ${got}` : null;
}

/** How a route is probed beyond its path; every function gets the fixtures. */
export interface Probe {
  /** Path parameters instead of the defaults (path-params.ts), e.g. a throw-away resource per call. */
  params?: (f: Fixtures) => Record<string, string> | Promise<Record<string, string>>;
  query?: (f: Fixtures) => Record<string, string> | Promise<Record<string, string>>;
  /** A JSON body (evaluated per call). Without one the probe sends none, and validation answers 400 after the door. */
  body?: (f: Fixtures) => unknown | Promise<unknown>;
  /** Send an empty multipart form (uploads: the door is checked before the parts are read). */
  multipart?: true;
  /** A live feed: the answer is judged by its status and the stream is closed at once. */
  stream?: true;
  /**
   * Every principal also sends this X-Device-Token (a kiosk's, a print server's): the device is the caller
   * then, whoever else the request names, so the principals usually all get the same answer.
   */
  deviceToken?: (f: Fixtures) => string | Promise<string>;
  /** Every principal also sends the support principal's X-Support-Token (the calls that check or end one). */
  supportToken?: true;
  /** Each principal signs in anew for this call, because the call ends the session it came with. */
  fresh?: true;
  /** Principals whose shared credentials the call may end; they are replaced afterwards. */
  renews?: readonly Principal[];
  /** Principals let in whose answers must not mention any of the owner's ids (lists of one's own things). */
  unseenBy?: readonly Principal[];
  /** Puts back what an allowed call changed (run once after all principals). */
  after?: (f: Fixtures) => Promise<void>;
}

export interface Entry extends Probe {
  profile: ProfileName;
  expect: Expectation;
  /** More probes of the same route, by what they try (a body naming someone else's thing, a borrowed token). */
  also?: Record<string, Entry>;
}

/** Every principal the same (also for `differs`: a door that is a secret nobody here holds). */
export const everyone = (outcome: Outcome): Expectation => ({ anonymous: outcome, guest: outcome, moderator: outcome, another: outcome, customer: outcome, support: outcome, admin: outcome });
/** A call on one's own thing whose body or path names someone else's: the owner's thing, on another customer's own. */
export const NAMES_FOREIGN: Expectation = { ...everyone(401), another: 404, customer: 404, support: 404, admin: 404 };
/** Organisers signed in: the owner (and support mode acting as the owner) ok; another customer and the admin as given. */
const signedIn = (another: Outcome, admin: Outcome): Expectation => ({ ...everyone(401), another, customer: 'ok', support: 'ok', admin });

/** The profiles; what each means is written at the top of expectations.ts. */
export const PROFILES = {
  public: everyone('ok'),
  self: signedIn('ok', 'ok'),
  owned: signedIn(404, 'ok'),
  ownerWrites: signedIn(404, 404),
  adminOnly: { ...everyone(401), another: 403, customer: 403, support: 403, admin: 'ok' },
  guestSession: { ...everyone(401), guest: 'ok' },
  moderation: { ...signedIn(404, 'ok'), moderator: 'ok' },
  moderatorOnly: { ...everyone(401), moderator: 'ok' },
  device: everyone(401),
  pairing: everyone(404),
  privateFile: { ...everyone(404), customer: 'ok', support: 'ok', admin: 'ok' },
  issuer: { ...everyone(401), another: 404, customer: 404, support: 'ok', admin: 'ok' },
} satisfies Record<string, Expectation>;
export type ProfileName = keyof typeof PROFILES;

/** An entry: a profile, with the route's own deviations (`differs`) and how to probe it. */
export function route(profile: ProfileName, probe: Probe & { differs?: Partial<Expectation>; also?: Record<string, Entry> } = {}): Entry {
  const { differs, ...rest } = probe;
  return { profile, expect: { ...PROFILES[profile], ...differs }, ...rest };
}
