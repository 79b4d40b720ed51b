/** Runs `count` requests, `burst` at a time (a crowd, not a queue), and returns their status codes. */
export async function inBursts(count: number, burst: number, request: (index: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += burst) {
    const answers = await Promise.all(Array.from({ length: Math.min(burst, count - start) }, (_, i) => request(start + i)));
    statuses.push(...answers.map((answer) => answer.statusCode));
  }
  return statuses;
}

/** How many answers had each status. */
export function countBy(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
