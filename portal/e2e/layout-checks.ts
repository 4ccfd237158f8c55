import type { Page } from 'playwright-core';
import { screenshot } from './harness.js';
import { pageSettled } from './settled.js';
import { sideways } from './sideways.js';

/** The widths below the desktop's no page may scroll sideways at: a phone and a small tablet. */
export const NARROW_WIDTHS = [390, 768] as const;

/** Sets the viewport to `width` at the height the walk uses for it (a desktop, or a phone held upright). */
export const resize = (page: Page, width: number) =>
  page.setViewportSize({ width, height: width > 800 ? 900 : 844 });

/**
 * The sign-in provider's page (open on `page`) at 390, 768 and 1440 px: what scrolls sideways at each.
 * Leaves the page at 1440 px.
 */
export async function providerPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [...NARROW_WIDTHS, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const found = await sideways(page);
    if (found.length > 0) problems.push(`provider page at ${width} px: ${found.join('; ')}`);
    await screenshot(page, `layout-provider-${width}`);
  }
  return problems;
}

/**
 * The audit log's states the walk does not reach by loading it (open on `page`): its status filter
 * open at 390 and 768 px, then an opened entry at 1440, 768 and 390 px; what scrolls sideways in each.
 */
export async function auditLogProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const log = page.locator('tripsight-audit-log');
  const status = log.locator('details.status-filter');
  for (const width of NARROW_WIDTHS) {
    await resize(page, width);
    await pageSettled(page);
    await status.locator('summary').click();
    await page.locator('tripsight-audit-log details.status-filter[open]').waitFor();
    const found = await sideways(page);
    if (found.length > 0) problems.push(`audit log, status filter open at ${width} px: ${found.join('; ')}`);
    await screenshot(page, `layout-audit-status-open-${width}`);
    await status.locator('summary').click();
  }
  await resize(page, 1440);
  await log
    .getByRole('button', { name: /^View Structured booking/ })
    .first()
    .click();
  await log.getByRole('heading', { name: 'Request Details' }).waitFor();
  await log.getByRole('heading', { name: 'Event Information' }).waitFor();
  await pageSettled(page);
  await screenshot(page, 'layout-audit-detail-1440');
  for (const width of NARROW_WIDTHS) {
    await resize(page, width);
    await pageSettled(page);
    const found = await sideways(page);
    if (found.length > 0) problems.push(`audit log, opened entry at ${width} px: ${found.join('; ')}`);
    if (width === 390) await screenshot(page, 'layout-audit-detail-390');
  }
  return problems;
}
