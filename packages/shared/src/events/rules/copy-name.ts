import { EVENT_NAME_MAX } from '../event.ts';

const COPY_SUFFIX = /^(.*?)\s+Copy\s+(\d+)$/;

/** Splits "Party Copy 2" into "Party" and 2; a name without the suffix has number 0. */
export function parseCopyName(name: string): { base: string; number: number } {
  const trimmed = name.trim();
  const match = COPY_SUFFIX.exec(trimmed);
  if (!match?.[1]) return { base: trimmed, number: 0 };
  return { base: match[1], number: Number(match[2]) };
}

/**
 * The name of a copy (campaigns §5: "adding or increasing a suffix 'Copy N'"): "Party" gives
 * "Party Copy 1", "Party Copy 1" gives "Party Copy 2". When that name is taken by one of
 * `existingNames`, N goes on up to the first free number, so duplicating twice never gives two
 * campaigns the same name. A long base is shortened so the result fits the name limit.
 */
export function copyName(name: string, existingNames: Iterable<string> = []): string {
  const { base, number } = parseCopyName(name);
  const taken = new Set([...existingNames].map((existing) => existing.trim()));
  let next = number + 1;
  const build = (n: number) => {
    const suffix = ` Copy ${n}`;
    return `${base.slice(0, EVENT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
  };
  while (taken.has(build(next))) next += 1;
  return build(next);
}
