import { PASSWORD_MIN_LENGTH } from '../auth.ts';

/**
 * Why a password is refused (NIST SP 800-63B §3.1.1.2): too short, one of the passwords known from
 * breaches and top lists, the account's own e-mail address or name in it, or guessable all the same.
 */
export const passwordRefusals = ['too_short', 'common', 'contains_email', 'contains_name', 'too_guessable'] as const;
export type PasswordRefusal = (typeof passwordRefusals)[number];

/** zxcvbn's strength score: 0 (guessed in under 10³ tries) … 4 (10¹⁰ and more). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * Score 2 is at least 10⁶ guesses, out of reach of online guessing behind the sign-in throttle; the
 * blocklist and the account's own words refuse the well-known ones above it.
 */
export const PASSWORD_MIN_SCORE: PasswordScore = 2;

/**
 * Shorter parts of a name or an e-mail address are everyday syllables ("Ben", "Eva", "info"): refusing
 * every password containing one would refuse good passphrases. They still weigh in the estimate.
 */
export const CONTAINED_WORD_MIN = 4;

/** The account a password is for: its own words must not be the password (all optional: a form may not know them yet). */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  name?: string | null;
}

export type PasswordVerdict = { ok: true; score: PasswordScore } | { ok: false; reason: PasswordRefusal; score: PasswordScore };

/** What the rule reads of a strength estimate (zxcvbn-ts's result has it). */
export interface PasswordEstimate {
  score: number;
  sequence: ReadonlyArray<{ pattern: string; i: number; j: number; dictionaryName?: string }>;
}
export type EstimatePassword = (password: string, userInputs: string[]) => PasswordEstimate;

/** Lower case, accents dropped, only letters and digits: "Jürgen Weiß-Müller" and "jurgenweißmuller" compare equal. */
function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const words = (text: string | null | undefined): string[] => (text ?? '').split(/[\s\-'’.]+/).filter(Boolean);

/** The owner's words the estimate should know: address, its local part and pieces, names and their parts. */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const email = owner.email?.trim() ?? '';
  const local = email.split('@')[0] ?? '';
  const names = [owner.firstName, owner.name].map((name) => name?.trim() ?? '');
  return [...new Set([email, local, ...words(local.replace(/[_+]/g, ' ')), ...names, ...names.flatMap(words)].filter(Boolean))];
}

function containsEmail(password: string, email: string): boolean {
  const address = compact(email);
  const local = compact(email.split('@')[0] ?? '');
  if (address && password.includes(address)) return true;
  return local.length >= CONTAINED_WORD_MIN && password.includes(local);
}

function containsName(password: string, owner: PasswordOwner): boolean {
  return [owner.firstName, owner.name]
    .flatMap(words)
    .map(compact)
    .some((part) => part.length >= CONTAINED_WORD_MIN && password.includes(part));
}

/** The whole password is one entry of a password list (a breach corpus or a top list), perhaps in l33t or reversed. */
function isListedPassword(estimate: PasswordEstimate, length: number): boolean {
  const [only, ...rest] = estimate.sequence;
  return !!only && rest.length === 0 && only.pattern === 'dictionary' && only.i === 0 && only.j >= length - 1 && (only.dictionaryName ?? '').includes('passwords');
}

function scoreOf(value: number): PasswordScore {
  return Math.max(0, Math.min(4, Math.round(value))) as PasswordScore;
}

/**
 * The password rule, one for the server and the forms: at least PASSWORD_MIN_LENGTH characters, not
 * the account's e-mail address or name, not a listed password, and a strength estimate (zxcvbn,
 * with the owner's words as known words) of at least PASSWORD_MIN_SCORE. Pure: the estimate is given.
 */
export function judgePassword(password: string, owner: PasswordOwner, estimate: EstimatePassword): PasswordVerdict {
  const result = estimate(password, passwordUserInputs(owner));
  const score = scoreOf(result.score);
  const refuse = (reason: PasswordRefusal): PasswordVerdict => ({ ok: false, reason, score: Math.min(score, 1) as PasswordScore });
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return refuse('too_short');
  const folded = compact(password);
  if (owner.email && containsEmail(folded, owner.email)) return refuse('contains_email');
  if (containsName(folded, owner)) return refuse('contains_name');
  if (isListedPassword(result, password.length)) return refuse('common');
  if (score < PASSWORD_MIN_SCORE) return refuse('too_guessable');
  return { ok: true, score };
}
