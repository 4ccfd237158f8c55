import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { baseStyles } from '../internal/base.styles.js';
import { DataTable, type Column } from './data-table.js';
import { sharedStyles } from './ui.styles.js';

interface Row {
  [key: string]: string;
}

const columns = (count: number): Column<Row>[] =>
  Array.from({ length: count }, (_, i) => ({ key: `c${i}`, label: `Column heading ${i + 1}` }));
const rows = (count: number): Row[] =>
  Array.from({ length: 4 }, (_, r) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`c${i}`, `value ${r}-${i} with some text`])),
  );

let host: HTMLElement | null = null;
let root: Root | null = null;

/** Renders a table of `count` columns in a box `width` px wide; returns its shadow root. */
async function table(count: number, width: number): Promise<ShadowRoot> {
  host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const css = document.createElement('style');
  css.textContent = baseStyles + sharedStyles;
  const container = document.createElement('div');
  shadow.append(css, container);
  root = createRoot(container);
  root.render(<DataTable caption="Deals" columns={columns(count)} rows={rows(count)} sortBy="c0" />);
  for (let i = 0; i < 100 && !shadow.querySelector('tbody tr'); i++)
    await new Promise((r) => setTimeout(r, 10));
  return shadow;
}

const stacked = (shadow: ShadowRoot) =>
  getComputedStyle(shadow.querySelector('tbody td')!).display !== 'table-cell';
const fits = (shadow: ShadowRoot) => {
  const wrap = shadow.querySelector<HTMLElement>('.ts-table-wrap')!;
  return wrap.scrollWidth <= wrap.clientWidth + 1;
};

describe('DataTable in narrow places (Chromium)', () => {
  afterEach(() => {
    root?.unmount();
    host?.remove();
  });

  it('stacks the rows of a wide table where its columns do not fit, each value under its name', async () => {
    for (const [count, width] of [
      [4, 390],
      [6, 700],
      [7, 700],
      [8, 900],
    ] as const) {
      const shadow = await table(count, width);
      expect(stacked(shadow), `${count} columns in ${width} px`).to.equal(true);
      expect(fits(shadow), `${count} columns in ${width} px`).to.equal(true);
      const cell = shadow.querySelector('tbody td')!;
      expect(getComputedStyle(cell, '::before').content).to.equal('"Column heading 1"');
      root!.unmount();
      host!.remove();
    }
  });

  it('keeps a table whose columns fit as a table', async () => {
    for (const [count, width] of [
      [3, 700],
      [5, 730],
      [7, 1100],
    ] as const) {
      const shadow = await table(count, width);
      expect(stacked(shadow), `${count} columns in ${width} px`).to.equal(false);
      root!.unmount();
      host!.remove();
    }
  });
});
