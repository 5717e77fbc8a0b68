// axe-core over the page as it is now (default rule set, all WCAG levels and best practices),
// shared by the Playwright suite's route walk (tests/accessibility.spec.ts) and npm run bench:web.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export type AxeFinding = { rule: string; impact: Impact; help: string; targets: string[] };
export type AxeSummary = { counts: Record<Impact, number>; findings: AxeFinding[] };

export async function runAxe(page: Page): Promise<AxeSummary> {
  const results = await new AxeBuilder({ page }).analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const findings = results.violations.map((violation) => {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += violation.nodes.length;
    return {
      rule: violation.id,
      impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    };
  });
  return { counts, findings };
}

/** The findings a route must not have: critical and serious ones. */
export const blocking = (summary: AxeSummary) =>
  summary.findings.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious');

export const describeFindings = (findings: AxeFinding[]) =>
  findings.map((f) => `${f.impact} ${f.rule} (${f.help}): ${f.targets.slice(0, 4).join(', ')}`).join('\n');
