import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the issue sets for every page. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail a page; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; summary: string }>;
}

/** Runs axe on the page as it is now (frames included) and answers its serious and critical violations. */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >>> '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
}

/** A report a person can act on: one block per rule, one line per element. */
export function formatFindings(label: string, findings: AxeFinding[]): string {
  const blocks = findings.map((finding) =>
    [
      `  [${finding.impact}] ${finding.rule}: ${finding.help} (${finding.helpUrl})`,
      ...finding.nodes.slice(0, 8).map((node) => `    - ${node.target}\n      ${node.summary}`),
      ...(finding.nodes.length > 8 ? [`    … and ${finding.nodes.length - 8} more elements`] : []),
    ].join('\n'),
  );
  return `${label}: ${findings.length} serious or critical accessibility violation(s)\n${blocks.join('\n')}`;
}

/** Fails with the readable report when the page has a serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const findings = await blockingViolations(page);
  if (findings.length > 0) throw new Error(formatFindings(label, findings));
}

/**
 * Checks several screens of one flow and reports them all at the end, so a violation on an early
 * screen does not hide the later ones (or stop the flow that produces them).
 */
export class AccessibilityReport {
  private readonly failures: string[] = [];

  async check(page: Page, label: string): Promise<void> {
    const findings = await blockingViolations(page);
    if (findings.length > 0) this.failures.push(formatFindings(label, findings));
  }

  /** Fails with every screen's report, if any screen had a serious or critical violation. */
  expectClean(): void {
    if (this.failures.length > 0) throw new Error(this.failures.join('\n\n'));
  }
}
