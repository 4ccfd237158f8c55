import type { Page } from 'playwright-core';

/**
 * What makes the page wider than the window, through every open shadow root: the document's own
 * scroll width, elements sticking out on the right that no ancestor clips, and regions that scroll
 * sideways themselves. Empty when nothing does.
 */
export async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`document ${document.documentElement.scrollWidth} px wide`);
    }
    const name = (el: Element) =>
      `${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}`;
    const parentOf = (el: Element): Element | null =>
      el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    // Inside a box that hides its overflow and fits the window, an element cannot widen the page.
    const clipped = (el: Element) => {
      for (let up = parentOf(el); up; up = parentOf(up)) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible' && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    // Regions that scroll sideways by design and say so: a carousel, or a data grid in a labelled region
    // one scrolls with the keyboard (WCAG 1.4.10 excepts content that needs two dimensions). Nothing else.
    const scrollsByDesign = (el: Element) =>
      el.closest('[aria-roledescription="carousel"]') !== null ||
      ((el as HTMLElement).tabIndex >= 0 &&
        el.getAttribute('role') === 'region' &&
        el.hasAttribute('aria-label'));
    // The content of a closed <details> is not shown.
    const shown = (el: Element) => {
      const details = el.closest('details');
      return !details || details.open || el.closest('summary') !== null;
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || !shown(el)) continue;
        if (box.right > width + 1 && !clipped(el))
          found.push(`${name(el)} reaches ${Math.round(box.right)} px`);
        if (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          el.scrollWidth > el.clientWidth + 1 &&
          !scrollsByDesign(el) &&
          el !== document.documentElement &&
          el !== document.body
        ) {
          found.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
        }
      }
    };
    visit(document);
    return found.slice(0, 10);
  });
}
