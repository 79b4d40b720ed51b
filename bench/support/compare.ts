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

/** Runs both sides `rounds` times (at least three), alternating which goes first. */
export async function compare(subject: Side, baseline: Side, rounds = MIN_ROUNDS): Promise<Comparison> {
  const count = Math.max(MIN_ROUNDS, rounds);
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < count; round++) {
    if (round % 2 === 0) {
      a.push(await subject.run());
      b.push(await baseline.run());
    } else {
      b.push(await baseline.run());
      a.push(await subject.run());
    }
  }
  return { subject: statsOf(a), baseline: statsOf(b), ratio: statsOf(a.map((value, index) => value / (b[index] as number))), rounds: count };
}

/** "1234 ms (1200–1300, ±8%)" */
export function formatStats(stats: Stats, unit: string, digits = 0): string {
  const n = (value: number) => value.toFixed(digits);
  return `${n(stats.median)} ${unit} (${n(stats.min)}–${n(stats.max)}, ±${((stats.spread / 2) * 100).toFixed(0)}%)`;
}

/** One line: both medians with their spread, and the median ratio with its range. */
export function formatComparison(label: string, names: [string, string], result: Comparison, unit: string, digits = 0): string {
  return (
    `${label}: ${names[0]} ${formatStats(result.subject, unit, digits)} vs ${names[1]} ${formatStats(result.baseline, unit, digits)} ` +
    `→ ratio ${result.ratio.median.toFixed(2)} (${result.ratio.min.toFixed(2)}–${result.ratio.max.toFixed(2)}), median of ${result.rounds} interleaved rounds`
  );
}
