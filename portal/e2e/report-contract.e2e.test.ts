import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from 'playwright-core';
import { signInAsDemoUser } from '@tripsight/testing/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startStack, type Stack } from './harness.js';

/** The pinned powerbi-client the elements depend on, as its UMD build (window['powerbi-client']). */
const POWERBI_CLIENT = readFileSync(
  createRequire(fileURLToPath(new URL('../../packages/elements/package.json', import.meta.url))).resolve(
    'powerbi-client/dist/powerbi.js',
  ),
  'utf8',
);

/** A host page of the service's origin that loads powerbi-client and embeds a report with it. */
const HOST_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>
<script src="/contract/powerbi.js"></script></head>
<body style="margin:0"><div id="report" style="width:1200px;height:900px"></div>
<script>
  const pbi = window['powerbi-client'];
  window.events = [];
  window.embedReport = (embedUrl, id, accessToken, settings) => {
    const element = document.getElementById('report');
    const iframe = document.createElement('iframe');
    iframe.src = embedUrl;
    iframe.style.cssText = 'width:100%;height:100%;border:0';
    element.replaceChildren(iframe);
    const config = { type: 'report', id, embedUrl, accessToken, tokenType: 1, settings };
    const report = new pbi.Report(window.powerbi, element, config, false, false, iframe);
    window.powerbi.addOrOverwriteEmbed(report, element);
    for (const name of ['loaded', 'rendered', 'error', 'filtersApplied', 'pageChanged']) {
      report.on(name, (event) => window.events.push({ name, detail: event.detail }));
    }
    window.report = report;
  };
</script></body></html>`;

const REPORT = 'SavingsPerformance';

interface EmbedAnswer {
  accessToken: string;
  embedUrl: { reportId: string; embedUrl: string }[];
}

describe('the reference report service answers the real powerbi-client', () => {
  let stack: Stack;
  let page: Page;
  let signIn: string;

  const embedToken = async (): Promise<EmbedAnswer> => {
    const res = await fetch(`${stack.url}/api/getEmbedToken?reportId=${REPORT}`, {
      headers: { authorization: `Bearer ${signIn}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as EmbedAnswer;
  };
  const frame = (): Frame => {
    const found = page.frames().find((f) => f.url().includes('/reports-host/embed'));
    if (!found) throw new Error('no report frame');
    return found;
  };
  const count = (name: string) =>
    page.evaluate(
      (n) => (window as unknown as { events: { name: string }[] }).events.filter((e) => e.name === n).length,
      name,
    );
  const waitForEvent = (name: string, atLeast = 1) =>
    page.waitForFunction(
      ([n, k]) =>
        (window as unknown as { events: { name: string }[] }).events.filter((e) => e.name === n).length >=
        (k as number),
      [name, atLeast] as const,
      { timeout: 30_000 },
    );
  const embed = async (
    accessToken: string,
    id = REPORT,
    settings: object = { navContentPaneEnabled: false },
  ) => {
    const { embedUrl } = await embedToken();
    await page.goto(`${stack.url}/contract/host.html`);
    await page.evaluate(
      ([url, reportId, token, s]) =>
        (window as unknown as { embedReport: (...a: unknown[]) => void }).embedReport(
          url,
          reportId,
          token,
          s,
        ),
      [embedUrl[0]!.embedUrl.replace(REPORT, id), id, accessToken, settings] as const,
    );
  };
  /** The message of the first error event. */
  const firstError = () =>
    page.evaluate(
      () =>
        (window as unknown as { events: { name: string; detail: { message: string } }[] }).events.find(
          (e) => e.name === 'error',
        )!.detail.message,
    );
  /** Calls a method of the embedded Report in the page: its result as plain data, or why it was rejected. */
  const call = (method: string, ...args: unknown[]) =>
    page.evaluate(
      async ([m, a]) => {
        const report = (
          window as unknown as { report: Record<string, (...x: unknown[]) => Promise<unknown>> }
        ).report;
        try {
          const result = await report[m as string]!(...(a as unknown[]));
          // Pages hold their report: keep their own fields; responses keep their body.
          const value = Array.isArray(result)
            ? result.map((item: Record<string, unknown>) =>
                'isActive' in item ? { name: item.name, isActive: item.isActive } : item,
              )
            : result && typeof result === 'object' && 'body' in result
              ? (result as { body: unknown }).body
              : result;
          return { ok: true, value: JSON.parse(JSON.stringify(value ?? null)) as unknown };
        } catch (error) {
          return { ok: false, error: JSON.stringify(error) || String(error) };
        }
      },
      [method, args] as const,
    );
  const succeeds = async (method: string, ...args: unknown[]) => {
    const result = await call(method, ...args);
    expect(result.ok, `${method}: ${result.error}`).toBe(true);
    return result.value;
  };

  beforeAll(async () => {
    stack = await startStack();
    signIn = (await signInAsDemoUser(stack.url, 'manager')).access_token;
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    page = await context.newPage();
    await page.route(`${stack.url}/contract/host.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: HOST_PAGE }),
    );
    await page.route(`${stack.url}/contract/powerbi.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: POWERBI_CLIENT }),
    );
  });
  afterAll(async () => stack?.close());

  it('embeds a report: loaded, then rendered with its figures, page navigation as the settings say', async () => {
    await embed((await embedToken()).accessToken);
    await waitForEvent('rendered');
    const names = await page.evaluate(() =>
      (window as unknown as { events: { name: string }[] }).events.map((e) => e.name),
    );
    expect(names.indexOf('loaded')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('loaded')).toBeLessThan(names.indexOf('rendered'));
    const kpi = frame().locator('[data-visual="savings-total"][data-state="drawn"] [part="value"]');
    expect(await kpi.textContent()).toMatch(/\d/);
    expect(await frame().locator('nav[aria-label="Report pages"]').count()).toBe(0);
    await succeeds('updateSettings', { navContentPaneEnabled: true });
    await frame().locator('nav[aria-label="Report pages"]').waitFor();
    await screenshot(page, 'report-contract-embedded');
  });

  it('gets, sets and updates the report filters, and draws what they keep', async () => {
    const client = {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Filters', column: 'corporate' },
      operator: 'In',
      values: ['Initech'],
      filterType: 1,
    };
    const currency = { ...client, target: { table: 'Currency', column: 'Currency' }, values: ['GBP'] };
    const rendered = await count('rendered');
    await succeeds('setFilters', [client]);
    await waitForEvent('filtersApplied');
    expect(await succeeds('getFilters')).toEqual([client]);
    await waitForEvent('rendered', rendered + 1);
    const bars = frame().locator('[data-visual="savings-by-client"][data-state="drawn"]');
    await bars.waitFor();
    expect(await bars.textContent()).toContain('Initech');
    expect(await bars.textContent()).not.toContain('Globex');
    await succeeds('updateFilters', 2, [currency]);
    expect(await succeeds('getFilters')).toEqual([client, currency]);
    await frame()
      .locator('[data-visual="savings-total"][data-state="drawn"] [part="value"]', { hasText: '£' })
      .waitFor();
    await succeeds('updateFilters', 1, [currency]);
    expect(await succeeds('getFilters')).toEqual([currency]);
    await succeeds('updateFilters', 0);
    expect(await succeeds('getFilters')).toEqual([]);
  });

  it('lists its pages and moves to one; an unknown page is refused', async () => {
    const pages = (await succeeds('getPages')) as { name: string; isActive: boolean }[];
    expect(pages.map((p) => p.name)).toEqual([
      'SavingsAgainstSpend',
      'RebookingRatio',
      'SavingsPerRebookedPnr',
    ]);
    expect(pages.map((p) => p.isActive)).toEqual([true, false, false]);
    await succeeds('setPage', 'RebookingRatio');
    await waitForEvent('pageChanged');
    const event = await page.evaluate(
      () =>
        (
          window as unknown as { events: { name: string; detail: { newPage: { name: string } } }[] }
        ).events.find((e) => e.name === 'pageChanged')!.detail.newPage.name,
    );
    expect(event).toBe('RebookingRatio');
    await frame()
      .locator('[data-page="RebookingRatio"] [data-visual="rebooking-ratio-trend"][data-state="drawn"]')
      .waitFor();
    expect((await call('setPage', 'NoSuchPage')).error).toContain('PageNotFound');
    await screenshot(page, 'report-contract-rebooking-page');
  });

  it('takes a new access token and draws with it on refresh; an empty one is refused', async () => {
    const rendered = await count('rendered');
    await succeeds('setAccessToken', (await embedToken()).accessToken);
    await succeeds('refresh');
    await waitForEvent('rendered', rendered + 1);
    expect((await call('setAccessToken', '')).ok).toBe(false);
  });

  it('posts an error for a token the service refuses and for an unknown report', async () => {
    await embed('not-a-token');
    await waitForEvent('error');
    const refused = await firstError();
    expect(refused).toBe('InvalidToken');
    expect(await count('rendered')).toBe(0);
    await embed((await embedToken()).accessToken, 'NoSuchReport');
    await waitForEvent('error');
    const unknown = await firstError();
    expect(unknown).toBe('ReportNotFound');
  });
});
