import { afterEach, describe, expect, it } from 'vitest';
import type { Column } from '../data-table.js';
import { interact, renderUi, type Rendered } from '../../testing/render.js';
import { ChartFrame } from './chart-frame.js';

interface Month {
  month: string;
  savings: number;
}

const rows: Month[] = [
  { month: 'Jan', savings: 1200 },
  { month: 'Feb', savings: 800 },
  { month: 'Mar', savings: 1500 },
];
const columns: Column<Month>[] = [
  { key: 'month', label: 'Month', rowHeader: true },
  { key: 'savings', label: 'Savings', numeric: true, render: (r) => `$${r.savings}` },
];

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

describe('ChartFrame', () => {
  it('swaps the chart for an accessible table of the same data and back', async () => {
    view = await renderUi(
      <ChartFrame caption="Savings by month" rows={rows} columns={columns} height={250}>
        <svg>
          <rect />
        </svg>
      </ChartFrame>,
    );
    const { root } = view;
    const figure = root.querySelector('figure')!;
    expect(root.getElementById(figure.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Savings by month',
    );
    const chart = root.querySelector('[part="chart"]')!;
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Savings by month');
    expect(chart.hasAttribute('data-painted')).toBe(true);
    const toggle = root.querySelector('button[part="view-as-table"]') as HTMLButtonElement;
    expect(toggle.textContent).toBe('View as table');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(root.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    expect(root.querySelector('[part="chart-table"]')).toBeNull();

    await interact(() => toggle.click());
    expect(root.querySelector('[part="chart"]')).toBeNull();
    const table = root.querySelector('[part="chart-table"] table[part="table"]')!;
    expect(table.querySelector('caption')?.textContent).toBe('Savings by month');
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
    ]);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Jan$1200',
      'Feb$800',
      'Mar$1500',
    ]);
    expect(toggle.textContent).toBe('View as chart');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    await interact(() => toggle.click());
    expect(root.querySelector('[part="chart"] rect')).not.toBeNull();
    expect(root.querySelector('[part="chart-table"]')).toBeNull();
  });

  it('is a card with the toggle in its header when given a title', async () => {
    view = await renderUi(
      <ChartFrame
        title="Savings"
        tooltip="Savings from rebooked deals"
        caption="Savings by month"
        rows={rows}
        columns={columns}
      >
        <svg />
      </ChartFrame>,
    );
    const { root } = view;
    expect(root.querySelector('[part="card"] [part="title"]')?.textContent).toBe('Savings');
    expect(root.querySelector('[part="card-header"] [part="view-as-table"]')).not.toBeNull();
    expect(root.querySelector('[part="card-header"] [part="tooltip"]')).not.toBeNull();
  });

  it('keeps the table within reach when the chart cannot be drawn', async () => {
    view = await renderUi(
      <ChartFrame caption="Savings by month" rows={rows} columns={columns} error="Plot failed to load" />,
    );
    const { root } = view;
    expect(root.querySelector('[part="error"]')?.textContent).toBe(
      'An error has occurred Plot failed to load',
    );
    await interact(() => (root.querySelector('[part="view-as-table"]') as HTMLButtonElement).click());
    expect(root.querySelectorAll('[part="chart-table"] tbody tr')).toHaveLength(3);
  });
});
