import type { Page } from 'playwright-core';

/**
 * The policy of a host that allows nothing inline: scripts, styles, images and connections from its
 * own origin only (the SDK and its icons are served by the same service).
 */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'";

/**
 * A host page body: the demo savings overview under the filter bar and a row of the controls, in one
 * `<tripsight-context>`; `contextAttributes` and `overviewAttributes` go on those two elements.
 */
export function savingsHostBody(contextAttributes = '', overviewAttributes = ''): string {
  const attributes = (text: string) => (text ? ` ${text}` : '');
  return `
<tripsight-context${attributes(contextAttributes)}>
  <tripsight-filter-bar demo></tripsight-filter-bar>
  <div class="row">
    <tripsight-date-range></tripsight-date-range>
    <tripsight-currency-select></tripsight-currency-select>
    <tripsight-fee-toggle></tripsight-fee-toggle>
    <tripsight-export-menu tab="savingsOverview"></tripsight-export-menu>
  </div>
  <tripsight-savings-overview mode="demo"${attributes(overviewAttributes)}></tripsight-savings-overview>
</tripsight-context>`;
}

/** What a page reported through `securitypolicyviolation` events. */
export interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

/**
 * Serves `body` as a host page at `{baseUrl}/strict-host/{name}.html` under STRICT_CSP, with the SDK's
 * script tag and a stylesheet file of the host, and records every CSP violation of the page
 * (read them with `violations(page)`). The page itself is answered by the browser's request routing;
 * the SDK, its icons and the API come from the real service.
 */
export async function openStrictHost(page: Page, baseUrl: string, name: string, body: string): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const pageUrl = `${baseUrl}/strict-host/${name}.html`;
  await page.route(pageUrl, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': STRICT_CSP },
      body: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Strict host</title>
    <link rel="stylesheet" href="/strict-host/host.css" />
    <script type="module" src="/sdk/tripsight.js"></script>
  </head>
  <body>
${body}
  </body>
</html>`,
    }),
  );
  await page.route(`${baseUrl}/strict-host/host.css`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/css' },
      body:
        'body { margin: 0; padding: 16px; display: grid; gap: 16px; font-family: system-ui, sans-serif; }\n' +
        'body:has([theme="dark"]) { background: #0b1220; color: #e5e7eb; }\n' +
        '.row { display: flex; gap: 12px; flex-wrap: wrap; align-items: center; }\n',
    }),
  );
  await page.goto(pageUrl);
}

/** The CSP violations the page has reported so far. */
export async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}
