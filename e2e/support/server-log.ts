/** Waits until a process's output contains `line` (the server logs milestones such as "demo account ready"). */
export async function waitForLine(output: () => string, line: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(line)) {
    if (Date.now() > deadline) throw new Error(`the server did not log "${line}" within ${timeoutMs / 1000} s:\n${output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
