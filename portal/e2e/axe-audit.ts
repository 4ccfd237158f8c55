import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** axe-core's browser build, injected into every frame before it runs. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The rules run: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules that fail whatever their impact: a heading that skips a level (axe rates it moderate). */
const BLOCKING_RULES: readonly string[] = ['heading-order'];

/** A violation that fails the audit: critical or serious, or one of BLOCKING_RULES. */
const blocking = (v: Result) =>
  v.impact === 'critical' || v.impact === 'serious' || BLOCKING_RULES.includes(v.id);

/** axe's blocking violations in every frame of the page (open shadow roots included). */
export async function audit(page: Page): Promise<Result[]> {
  const found: Result[] = [];
  for (const frame of page.frames()) {
    if (frame.url() === 'about:blank' && frame !== page.mainFrame()) continue;
    // Evaluated through the DevTools protocol, so the portal's Content-Security-Policy does not apply.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    const results = (await frame.evaluate((tags) => {
      const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } };
      return axe.run(document, {
        iframes: false,
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
    }, TAGS)) as AxeResults;
    found.push(...results.violations.filter(blocking));
  }
  return found;
}

/** A violation where it was found: rule, impact, help, and the first targets with axe's summary. */
export const describeViolation = (where: string, v: Result) =>
  `${where}: ${v.id} (${v.impact}, ${v.nodes.length} nodes) ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.trimEnd())
    .join('\n')}`;
