/**
 * Vitest reporters for a suite: the default console reporter, plus a JSON report under
 * TEST_REPORT_DIR when CI asks for one (scripts/test-summary.mjs adds them up).
 */
export function reporters(suite: string): Array<string | [string, { outputFile: string }]> {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  const suffix = process.env.TEST_REPORT_SUFFIX ? `-${process.env.TEST_REPORT_SUFFIX}` : '';
  return ['default', ['json', { outputFile: `${dir}/${suite}${suffix}.json` }]];
}
