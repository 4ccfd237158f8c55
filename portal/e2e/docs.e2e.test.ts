import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { shadowText } from '@tripsight/testing';
import { screenshot, sharedStack } from './harness.js';

interface Manifest {
  modules: { declarations?: { customElement?: boolean; tagName?: string }[] }[];
}

/** Every tag of the elements' manifest (the docs are generated from it). */
function manifestTags(): string[] {
  const path = createRequire(import.meta.url).resolve('@tripsight/elements/custom-elements.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((d) => d.customElement && d.tagName)
    .map((d) => d.tagName!);
}

/** The components @tripsight/elements/react exports (its built declarations list them). */
function wrapperNames(): string[] {
  const path = createRequire(import.meta.url).resolve('@tripsight/elements/custom-elements.json');
  const types = readFileSync(path.replace(/custom-elements\.json$/, 'dist/react.d.ts'), 'utf8');
  return [...types.matchAll(/^export declare const (\w+):/gm)].map((match) => match[1]!);
}

describe('docs at /docs', () => {
  const stack = sharedStack();

  it('lists every element, each linking to its page', async () => {
    const page = await stack().browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack().url}/docs`);
    expect(new URL(page.url()).pathname).toBe('/docs/');
    const linked = await page
      .locator('main .cards a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    const tags = manifestTags();
    expect(tags.length).toBeGreaterThan(40);
    expect(linked.sort()).toEqual(tags.map((tag) => `/docs/elements/${tag}.html`).sort());
    await screenshot(page, 'docs-index-1440');
    await page.getByRole('link', { name: 'API reference' }).click();
    // The reference lists the package's entries (the root and one per concept); the bus is one of them.
    await page.getByRole('link', { name: 'bus', exact: true }).first().click();
    await page.getByRole('link', { name: 'Bus', exact: true }).first().waitFor();
    await screenshot(page, 'docs-core-api-1440');
    await page.close();
  });

  it('runs an element page live against the service and shows its HTML, React and Vue snippets', async () => {
    const page = await stack().browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
        errors.push(message.text());
    });
    await page.goto(`${stack().url}/docs/elements/tripsight-accepted-savings.html`);
    const snippets = page.locator('.snippet');
    await expect
      .poll(() => snippets.locator('figcaption').allInnerTexts())
      .toEqual([
        expect.stringContaining('HTML'),
        expect.stringContaining('React'),
        expect.stringContaining('Vue'),
      ]);
    expect(await snippets.nth(0).locator('code').innerText()).toContain(
      '<tripsight-accepted-savings mode="normal"></tripsight-accepted-savings>',
    );
    // The React snippet uses the wrappers of @tripsight/elements/react (React 18.3 and 19, no refs):
    // the element's component inside the context's, a property and an event as props.
    const react = await snippets.nth(1).locator('code').innerText();
    expect(react).toContain(
      "import { TripsightContext, TripsightAcceptedSavings } from '@tripsight/elements/react';",
    );
    expect(react).toContain('accessTokenProvider={getAccessToken}');
    expect(react).toMatch(/<TripsightAcceptedSavings mode="normal" onTripsightError=\{/);
    expect(react).not.toContain('ref=');
    // Every component it imports is one the package exports.
    const exported = wrapperNames();
    const imported = react.match(/import \{([^}]*)\}/)![1]!.split(',');
    for (const name of imported) expect(exported).toContain(name.trim());
    expect(await snippets.nth(2).locator('code').innerText()).toContain('@tripsight-error="onEvent"');
    await expect.poll(() => page.locator('#attributes + .table-scroll td').first().innerText()).toBe('mode');
    const primaryToken = page
      .locator('#custom-properties + .table-scroll tr')
      .filter({ hasText: '--tripsight-color-primary' });
    expect(await primaryToken.innerText()).toContain('Theme token shared by every element.');

    // The live example is the real element: signed out it asks to sign in; signed in it shows figures.
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Sign in as Alex Morgan' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/elements/tripsight-accepted-savings.html', {
      timeout: 30000,
    });
    await expect
      .poll(async () => /[$€£]\s?\d/.test(await shadowText(page, '.live tripsight-accepted-savings')), {
        timeout: 30000,
      })
      .toBe(true);
    await screenshot(page, 'docs-accepted-savings-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    // As a phone opens it: the element list folded above the page.
    await page.reload();
    await page.locator('.snippet').first().waitFor();
    expect(await page.locator('details.nav').getAttribute('open')).toBeNull();
    await expect
      .poll(async () => /[$€£]\s?\d/.test(await shadowText(page, '.live tripsight-accepted-savings')), {
        timeout: 30000,
      })
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'docs-accepted-savings-390');
    expect(errors).toEqual([]);
    await page.close();
  });
});
