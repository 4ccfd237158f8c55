import type { Page } from 'playwright-core';

/**
 * The visible text of the first element matching `selector`, including the text inside its (nested)
 * open shadow roots, whitespace collapsed.
 */
export async function shadowText(page: Page, selector: string): Promise<string> {
  return page.evaluate((css) => {
    const collect = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) && !(node instanceof DocumentFragment)) return '';
      if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) return '';
      const root = node instanceof Element ? node.shadowRoot : null;
      const parts = [...(root ? [collect(root)] : []), ...[...node.childNodes].map(collect)];
      return parts.join(' ');
    };
    const find = (root: Document | ShadowRoot): Element | null => {
      const direct = root.querySelector(css);
      if (direct) return direct;
      for (const host of root.querySelectorAll('*')) {
        const found = host.shadowRoot ? find(host.shadowRoot) : null;
        if (found) return found;
      }
      return null;
    };
    const element = find(document);
    return element ? collect(element).replace(/\s+/g, ' ').trim() : '';
  }, selector);
}
