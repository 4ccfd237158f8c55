import { expect } from 'chai';
import { defineAll } from '../../define-all.js';
import { mountInContext } from '../../testing/testing.js';
import { untilFound } from '@tripsight/testing';

defineAll();

const TAG = 'tripsight-savings-group-optimization';

/** Waits up to 10 s for what `find` returns. */
function until<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  return untilFound(find, what, 10_000);
}

/** The words of `element`'s text that are split across two lines. */
function brokenWords(element: Element): string[] {
  const node = element.firstChild;
  if (!node || node.nodeType !== Node.TEXT_NODE) return [];
  const text = node.textContent ?? '';
  const broken: string[] = [];
  // A line may end after a hyphen ("re-" | "checks"): each part is a word of its own.
  for (const match of text.matchAll(/[^\s-]+-?/g)) {
    const range = document.createRange();
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1) broken.push(match[0]);
  }
  return broken;
}

describe('<tripsight-savings-group-optimization> in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.body.style.width = '';
  });

  for (const width of [300, 580, 860, 1140, 1440]) {
    it(`wraps group names at word boundaries at ${width} px`, async () => {
      document.body.style.width = `${width}px`;
      mountInContext(`<${TAG}></${TAG}>`);
      const names = await until(() => {
        const found = [...(document.querySelector(TAG)?.shadowRoot?.querySelectorAll('.sg-group h4') ?? [])];
        return found.length > 5 ? found : null;
      }, 'the group names');
      expect(names.map((h) => h.textContent)).to.include('Non-stop to one connection');
      const broken = names.flatMap((name) => brokenWords(name).map((word) => `${name.textContent}: ${word}`));
      expect(broken).to.deep.equal([]);
    });
  }
});
