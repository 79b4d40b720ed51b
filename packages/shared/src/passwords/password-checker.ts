import { judgePassword, type PasswordOwner, type PasswordVerdict } from './password-rule.ts';

/** The rule with its dictionaries loaded: a password and its owner in, the verdict out (synchronous). */
export type PasswordChecker = (password: string, owner?: PasswordOwner) => PasswordVerdict;

/**
 * How much of a password is estimated. zxcvbn's matching grows steeply with length (a 50-character
 * password full of l33t substitutions took over a second on the server); a password longer than this
 * is judged by its first 64 characters, which is where a weak one shows.
 */
export const PASSWORD_ESTIMATE_LENGTH = 64;
/** l33t variants tried (zxcvbn-ts's default is 100): as many l33t passwords found, in a fraction of the time. */
const L33T_VARIANTS = 5;

let loading: Promise<PasswordChecker> | undefined;

/**
 * zxcvbn-ts with the common password list (breach corpora and top lists) and the English and German
 * dictionaries (words, names, Wikipedia). The dictionaries are megabytes: they are imported on first
 * use only — the web app loads them as their own chunks when a password form opens, never in the
 * guest bundles or the organiser app's first paint; the server once per process.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= createChecker().catch((error: unknown) => {
    // A failed chunk load (a flaky network) is tried again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createChecker(): Promise<PasswordChecker> {
  const [{ ZxcvbnFactory }, common, english, german] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
  ]);
  const factory = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...german.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: PASSWORD_ESTIMATE_LENGTH,
    l33tMaxSubstitutions: L33T_VARIANTS,
  });
  return (password, owner = {}) => judgePassword(password, owner, (text, userInputs) => factory.check(text, userInputs));
}
