import type { Frame, Page } from 'playwright-core';

/** How long a page may take to draw everything before the test fails (a busy machine included). */
const SETTLE_TIMEOUT = 90_000;

/**
 * True once everything in the frame, through open shadow roots, has drawn: every `tripsight-*`
 * element is defined and has rendered, no skeleton, busy region, spinner or loading visual is
 * left, no transition is under way, every chart is painted at its area's width and an embedded
 * report is shown (or blank).
 */
function drawn(): boolean {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i += 1) {
    const root = roots[i]!;
    const loading =
      '[aria-busy="true"], [part~="skeleton"], .ts-skeleton, sl-spinner, [data-state="loading"], ' +
      '[part="chart"]:not([data-painted]), [part="report"][data-status="loading"]';
    if (root.querySelector(loading)) return false;
    // A transition or animation that ends is still running: a theme change fades the controls'
    // colours (Shoelace's 150 ms), and text would be measured against a background half-way there.
    const moving = (a: Animation) =>
      (a.pending || a.playState === 'running') && a.effect?.getComputedTiming().endTime !== Infinity;
    if (root.getAnimations().some(moving)) return false;
    // A chart drawn at another width than its area's (the viewport changed) is about to redraw.
    for (const chart of root.querySelectorAll('[part="chart"][data-painted]')) {
      const width = Number(chart.querySelector('svg[width]')?.getAttribute('width') ?? 0);
      if (width > 0 && chart.clientWidth >= 280 && Math.abs(width - chart.clientWidth) >= 8) return false;
    }
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName;
      if (tag.startsWith('tripsight-')) {
        if (!customElements.get(tag)) return false;
        // Connected but not rendered yet: its shadow root is still empty.
        if (element.shadowRoot && element.shadowRoot.childElementCount === 0) return false;
      }
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  return true;
}

/** Waits until the frame has drawn everything it shows (see `drawn`). */
export async function frameSettled(frame: Frame, timeout = SETTLE_TIMEOUT): Promise<void> {
  await frame.waitForFunction(drawn, undefined, { timeout });
}

/**
 * Waits until the page and each of its frames (embedded reports) have drawn everything they show:
 * the condition each check needs, never a fixed time.
 */
export async function pageSettled(page: Page, timeout = SETTLE_TIMEOUT): Promise<void> {
  // Two frames: a resize or a new route has reached the resize observers and React.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frameSettled(page.mainFrame(), timeout);
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.url() === 'about:blank') continue;
    await frameSettled(frame, timeout);
  }
}
