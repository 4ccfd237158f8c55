import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from './harness.js';
import { pageSettled } from './settled.js';
import { signInAs } from './sign-in.js';

/** One tab of each page kind, by the end of its path. */
const PAGE_KINDS = {
  page: '/Savingsoverview',
  'composed page': '/AdvancedPurchase',
  'embedded report': '/SavingsPerformance',
  question: '/TravelSpendAIDemo',
  operations: '/AgentseeAuditLog',
} as const;
/** More tab stops than any page has: a walk that does not end by then is trapped. */
const MAX_STOPS = 250;

/** What the walk needs to know of the focused control (through shadow roots, not into frames). */
interface Stop {
  key: string;
  text: string;
  tag: string;
  part: string | null;
  inShell: boolean;
  visible: boolean;
  obscured: boolean;
  ring: boolean;
  readout: string | null;
}

/**
 * The deepest focused element and what the walk checks of it: through shadow roots and into the
 * embedded report's frame (same origin), whose boxes are measured from the frame's top.
 */
function focusedStop(): Stop | null {
  let el: Element | null = document.activeElement;
  let frameTop = 0;
  for (;;) {
    if (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    else if (el?.localName === 'iframe') {
      const inner = (el as HTMLIFrameElement).contentDocument;
      if (!inner?.activeElement || inner.activeElement === inner.body) break;
      frameTop += el.getBoundingClientRect().top + el.clientTop;
      el = inner.activeElement;
    } else break;
  }
  if (!el || el === document.body) return null;
  // Nodes of the frame belong to its window: tell them apart by node type, not by class.
  const path: Element[] = [];
  for (let node: Node | null = el; node;) {
    if (node.nodeType === Node.ELEMENT_NODE) path.push(node as Element);
    node =
      node.parentNode ??
      (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE
        ? (node as ShadowRoot).host
        : node.nodeType === Node.DOCUMENT_NODE
          ? ((node as Document).defaultView?.frameElement ?? null)
          : null);
  }
  const inShell = path.some((n) => n.matches('.topbar, .sidebar, .skip-link'));
  const box = el.getBoundingClientRect();
  const rect = {
    top: box.top + frameTop,
    bottom: box.bottom + frameTop,
    width: box.width,
    height: box.height,
  };
  const bar = document.querySelector('.topbar')?.getBoundingClientRect();
  // A ring on the control or on the few boxes around it that draw it (Shoelace rings its base part).
  // A range input rings its thumb, a pseudo-element computed styles do not reach: read its rules.
  const root = el.getRootNode() as Document | ShadowRoot;
  const thumbRing =
    el.matches('input[type="range"]') &&
    [...root.styleSheets, ...root.adoptedStyleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) =>
        /:focus-visible::-webkit-slider-thumb[^{]*\{[^}]*(outline|box-shadow)/.test(rule.cssText),
      ),
    );
  const ring =
    thumbRing ||
    [el, ...path.slice(1, 4)].some((n) => {
      const style = (n.ownerDocument.defaultView ?? window).getComputedStyle(n);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none'
      );
    });
  const shadowPart = el.getAttribute('part');
  // The chart's own readout follows its drawing area.
  const next = el.nextElementSibling;
  const readout =
    shadowPart === 'chart'
      ? next?.getAttribute('part') === 'chart-readout'
        ? (next.textContent ?? '')
        : ''
      : null;
  return {
    text: (el.textContent ?? '').trim().slice(0, 40),
    key: path
      .map((n) => `${n.tagName}${n.id ? `#${n.id}` : ''}:${[...(n.parentNode?.children ?? [])].indexOf(n)}`)
      .join('<'),
    tag: `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} in ${(el.getRootNode() as ShadowRoot).host?.tagName.toLowerCase() ?? 'page'}`,
    part: shadowPart,
    inShell,
    visible: rect.width > 0 && rect.height > 0,
    obscured: !inShell && bar !== undefined && rect.top < bar.bottom - 1 && rect.bottom > bar.top,
    ring,
    readout,
  };
}

/** WCAG 1.4.12's text spacing, in the page and every shadow root (the properties do not all inherit). */
function applyTextSpacing(): void {
  const css = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
    p { margin-bottom: 2em !important; }`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i += 1) {
    const root = roots[i]!;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
}

/** The elements (through shadow roots) that reach past the viewport's right edge, for the failure message. */
function pastTheEdge(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i += 1) {
    for (const element of roots[i]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
      const rect = element.getBoundingClientRect();
      if (rect.right > width + 1 && rect.width > 0)
        found.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}[${element.getAttribute('part') ?? ''}] ${Math.round(rect.right)}`,
        );
    }
  }
  return found.slice(-8);
}

/** How far the page scrolls sideways, in px (0: it reflows). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('keyboard-only walks, reflow and text spacing of each page kind', () => {
  let stack: Stack;
  let page: Page;
  const hrefs = new Map<string, string>();

  beforeAll(async () => {
    stack = await startStack();
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await page.goto(stack.url);
    await signInAs(page, stack.url, 'Alex Morgan');
    const links = await page
      .getByRole('navigation', { name: 'Products' })
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const [kind, end] of Object.entries(PAGE_KINDS)) {
      const href = links.find((link) => link.endsWith(end));
      if (href) hrefs.set(kind, href);
    }
  });
  afterAll(async () => stack?.close());

  for (const kind of Object.keys(PAGE_KINDS)) {
    it(`walks the ${kind} by Tab alone: every stop visible, ringed and clear of the top bar`, async () => {
      const href = hrefs.get(kind);
      expect(href, `a sidebar link to the ${kind}`).toBeDefined();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${stack.url}${href}`);
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      await expect
        .poll(() => page.title(), { message: 'the page is titled after its tab' })
        .toBe(`${heading} – Tripsight`);
      await pageSettled(page);
      const address = page.url();
      const seen = new Set<string>();
      const texts: string[] = [];
      const problems: string[] = [];
      let charts = 0;
      let stops = 0;
      for (; stops < MAX_STOPS; stops += 1) {
        await page.keyboard.press('Tab');
        let stop = await page.evaluate(focusedStop);
        if (stop === null) continue;
        // A stop is judged as the user sees it: once the scroll that brought it into view has ended.
        if (!stop.visible || stop.obscured || !stop.ring) {
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          stop = (await page.evaluate(focusedStop)) ?? stop;
        }
        if (seen.has(stop.key)) break;
        seen.add(stop.key);
        texts.push(stop.text);
        if (!stop.visible) problems.push(`${stop.tag} ${stop.part ?? ''}: not visible`);
        if (stop.obscured) problems.push(`${stop.tag} ${stop.part ?? ''}: under the top bar`);
        if (!stop.ring) problems.push(`${stop.tag} ${stop.part ?? ''}: no focus ring`);
        if (stop.part === 'chart') {
          charts += 1;
          await page.keyboard.press('ArrowRight');
          const walked = await page.evaluate(focusedStop);
          if (!walked?.readout) problems.push(`chart ${charts}: ArrowRight announced nothing`);
        }
      }
      console.log(`${kind} ${href}: ${seen.size} tab stops, ${charts} charts walked`);
      expect(stops, 'the walk ends (focus is not trapped)').toBeLessThan(MAX_STOPS);
      expect(texts[0], 'the first stop skips to the content').toBe('Skip to content');
      expect(page.url(), 'focus alone never navigates').toBe(address);
      expect(seen.size).toBeGreaterThan(5);
      if (kind !== 'question' && kind !== 'operations')
        expect(charts, 'charts walked by arrow keys').toBeGreaterThan(0);
      expect(problems.join('\n'), 'every stop visible, ringed and clear of the top bar').toBe('');
    }, 240_000);

    it(`reflows the ${kind} at 320 px and at 200 % zoom, and keeps it with text spacing`, async () => {
      const href = hrefs.get(kind);
      await page.goto(`${stack.url}${href}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const width of [320, 720]) {
        await page.setViewportSize({ width, height: 800 });
        await pageSettled(page);
        const over = await sideways(page);
        expect(
          over,
          `sideways scroll at ${width} px: ${(await page.evaluate(pastTheEdge)).join(', ')}`,
        ).toBeLessThanOrEqual(1);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await pageSettled(page);
      await page.evaluate(applyTextSpacing);
      await pageSettled(page);
      expect(await sideways(page), 'sideways scroll with text spacing').toBeLessThanOrEqual(1);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    }, 180_000);
  }
});
