import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// axe-core run inside the page (the root's node_modules copy, injected as a script: nothing downloaded).
const AXE_SOURCE = readFileSync(
  path.join(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'),
  'utf8',
);

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

export interface AxeOptions {
  /** Impacts that count as failures; default serious and critical. */
  impacts?: Impact[];
  /** Rule ids to skip, each with a reason in the caller. */
  disableRules?: string[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The violations of the whole page at the given impacts (WCAG 2.x A/AA and axe best practices). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const impacts = options.impacts ?? ['serious', 'critical'];
  // Evaluated through the DevTools protocol, not as a <script>: the gateway's CSP forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog that is still fading in has blended colours with too little contrast: let every animation that
  // ends (not a spinner's) finish first, for at most two seconds.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(ending.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  const rules = Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }]));
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    { tags: TAGS, rules },
  );
  return (violations as AxeViolation[]).filter((v) => v.impact && impacts.includes(v.impact));
}

/** One line per violation and element, for an assertion message a person can act on. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) => `[${v.impact}] ${v.id}: ${v.help} at ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`,
      ),
    )
    .join('\n');
}

/** Throws with a readable list when the page has serious or critical accessibility violations. */
export async function expectAccessible(page: Page, label: string, options?: AxeOptions): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length > 0)
    throw new Error(`${label}: accessibility violations\n${describeViolations(violations)}`);
}
