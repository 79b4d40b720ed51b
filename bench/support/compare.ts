/**
 * Honest comparisons for every bench: both sides do equal work, run interleaved (A B, then B A, …) so
 * that a machine getting busier or warmer hurts both alike, at least three rounds, and the report gives
 * the median and the spread instead of one lucky number.
 */

export interface Stats {
  median: number;
  min: number;
  max: number;
  /** (max − min) / median: how far apart the rounds were. */
  spread: number;
}

export function statsOf(values: readonly number[]): Stats {
  if (values.length === 0) throw new Error('no measurements');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  const min = sorted[0] as number;
  const max = sorted.at(-1) as number;
  return { median, min, max, spread: median === 0 ? 0 : (max - min) / median };
}

export interface Side {
  name: string;
  /** One measurement of this side (a duration in ms, a rate …); both sides measure the same quantity. */
  run(): Promise<number>;
}

export interface Comparison {
  subject: Stats;
  baseline: Stats;
  /** subject ÷ baseline per round, so that a round's shared conditions cancel out. */
  ratio: Stats;
  rounds: number;
}

export const MIN_ROUNDS = 3;

/**
 * Runs every side `rounds` times (at least three), round by round, the order rotating each round (A B C,
 * B C A, C A B, …) so that no side always goes first; answers each side's values in round order.
 */
export async function interleave<T>(sides: ReadonlyArray<{ run(): Promise<T> }>, rounds = MIN_ROUNDS): Promise<T[][]> {
  const count = Math.max(MIN_ROUNDS, rounds);
  const values: T[][] = sides.map(() => []);
  for (let round = 0; round < count; round++) {
    for (let step = 0; step < sides.length; step++) {
      const index = (round + step) % sides.length;
      values[index]!.push(await sides[index]!.run());
    }
  }
  return values;
}

/** Runs both sides `rounds` times (at least three), alternating which goes first. */
export async function compare(subject: Side, baseline: Side, rounds = MIN_ROUNDS): Promise<Comparison> {
  const [a, b] = (await interleave([subject, baseline], rounds)) as [number[], number[]];
  return { subject: statsOf(a), baseline: statsOf(b), ratio: statsOf(a.map((value, index) => value / (b[index] as number))), rounds: a.length };
}

/** "1.2 s [1.1–1.4]": the median and the range of `values`, each put through `format`. */
export function formatSpread(values: readonly number[], format: (value: number) => string): string {
  const { median, min, max } = statsOf(values);
  return `${format(median)} [${format(min)}–${format(max)}]`;
}

/** "1234 ms (1200–1300, ±8%)" */
export function formatStats(stats: Stats, unit: string, digits = 0): string {
  const n = (value: number) => value.toFixed(digits);
  return `${n(stats.median)}${unit ? ` ${unit}` : ''} (${n(stats.min)}–${n(stats.max)}, ±${((stats.spread / 2) * 100).toFixed(0)}%)`;
}

/** A ratio with two decimals, or two significant digits when it is that small (0.0048, not 0.00). */
export function ratio(value: number): string {
  return Math.abs(value) >= 0.1 || value === 0 ? value.toFixed(2) : value.toPrecision(2);
}

/** One line: both medians with their spread, and the median ratio with its range. */
export function formatComparison(label: string, names: [string, string], result: Comparison, unit: string, digits = 0): string {
  return (
    `${label}: ${names[0]} ${formatStats(result.subject, unit, digits)} vs ${names[1]} ${formatStats(result.baseline, unit, digits)} ` +
    `→ ratio ${ratio(result.ratio.median)} (${ratio(result.ratio.min)}–${ratio(result.ratio.max)}), median of ${result.rounds} interleaved rounds`
  );
}
