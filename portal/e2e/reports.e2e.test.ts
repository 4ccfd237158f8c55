import { tabRoute } from '@tripsight/core/catalogue';
import { describe, expect, it } from 'vitest';
import { screenshot, sharedStackPage } from './harness.js';
import { DRAWN_REPORT_TABS, REPORT_SHOWN, reportFrame, visualsSettled } from './report-tabs.js';

describe('the portal draws every report tab whose report is in the registry', () => {
  const opened = sharedStackPage('Alex Morgan');

  it('opens each report tab and draws the figures of its first page, at 1440 and 390 px', async () => {
    const { page, stack } = opened;
    expect(DRAWN_REPORT_TABS.length).toBeGreaterThan(0);
    const drawn: string[] = [];
    for (const { tab, definition } of DRAWN_REPORT_TABS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${stack.url}${tabRoute(tab)}`);
      await page.locator(REPORT_SHOWN).waitFor({ timeout: 45_000 });
      const frame = reportFrame(page, definition.reportName);
      const settled = await visualsSettled(frame);
      expect(settled, tab.tabName).toEqual({ drawn: definition.pages[0]!.visuals.length, errors: 0 });
      // Charts are drawn as SVG (KPIs as text): at least one figure of the page is a chart or a KPI value.
      expect(await frame.locator('svg, [part="value"], table').count(), tab.tabName).toBeGreaterThan(0);
      await screenshot(page, `report-${tab.tabName}-1440`);
      await page.setViewportSize({ width: 390, height: 844 });
      await frame.locator('[data-page]').waitFor();
      // The shell and the report's frame lay out again after the resize: the page must end up no wider.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
          message: `${tab.tabName} scrolls sideways at 390 px`,
          timeout: 10_000,
        })
        .toBe(true);
      await screenshot(page, `report-${tab.tabName}-390`);
      drawn.push(tab.tabName);
    }
    console.log(`Report tabs drawn: ${drawn.length} (${drawn.join(', ')})`);
    expect(opened.errors).toEqual([]);
  });
});
