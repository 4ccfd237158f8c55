import { TAB_CATALOGUE, type TabDefinition } from '@tripsight/core/catalogue';
import { reportDefinition, type ReportDefinition } from '@tripsight/core/reports';
import type { Frame, Page } from 'playwright-core';

/** A report tab of the catalogue and the definition the reference report service draws it from. */
export interface ReportTab {
  tab: TabDefinition;
  definition: ReportDefinition;
}

/** Every report tab whose report is in the registry (more join as definitions are added). */
export const DRAWN_REPORT_TABS: readonly ReportTab[] = TAB_CATALOGUE.flatMap((tab) => {
  const definition = tab.content.kind === 'report' ? reportDefinition(tab.content.reportName) : undefined;
  return definition ? [{ tab, definition }] : [];
});

/** The selector of the element's report once it is shown (its spinner gone). */
export const REPORT_SHOWN = 'tripsight-report [data-status="shown"]';

/** The frame of the report `reportId` on `page`. */
export function reportFrame(page: Page, reportId: string): Frame {
  const frame = page.frames().find((f) => f.url().includes(`/reports-host/embed?reportId=${reportId}`));
  if (!frame) throw new Error(`no frame of report ${reportId}`);
  return frame;
}

/** Waits until every visual of the report's active page is drawn (or an error); answers the counts. */
export async function visualsSettled(frame: Frame): Promise<{ drawn: number; errors: number }> {
  await frame.locator('[data-page]').waitFor({ timeout: 45_000 });
  await frame.waitForFunction(
    () => {
      const root = document.querySelector('tripsight-report-page')?.shadowRoot;
      const visuals = [...(root?.querySelectorAll('[data-visual]') ?? [])];
      // Each visual answered and drawn: its rows in, and its chart (if any) painted.
      return (
        visuals.length > 0 &&
        visuals.every(
          (v) =>
            v.getAttribute('data-state') !== 'loading' &&
            !v.querySelector('[part="chart"]:not([data-painted])'),
        )
      );
    },
    undefined,
    { timeout: 45_000 },
  );
  return {
    drawn: await frame.locator('[data-visual][data-state="drawn"]').count(),
    errors: await frame.locator('[data-visual][data-state="error"]').count(),
  };
}

/** Calls `method` of the element's powerbi-client Report (the SDK keeps it on the report's box). */
export function callReport(page: Page, method: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    async ([m, a]) => {
      const box = document.querySelector('tripsight-report')?.shadowRoot?.querySelector('[part="frame"]');
      const report = (
        box as unknown as { powerBiEmbed: Record<string, (...x: unknown[]) => Promise<unknown>> }
      ).powerBiEmbed;
      const result = await report[m as string]!(...(a as unknown[]));
      const value = result && typeof result === 'object' && 'body' in result ? result.body : result;
      return JSON.parse(JSON.stringify(value ?? null)) as unknown;
    },
    [method, args] as const,
  );
}
