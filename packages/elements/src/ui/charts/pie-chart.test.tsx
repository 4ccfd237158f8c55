import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interact, renderUi, type Rendered } from '../../testing/render.js';
import { PieChart } from './pie-chart.js';
import { loadShape } from './use-shape.js';

interface RateType {
  name: string;
  nights: number;
}

const rateTypes: RateType[] = [
  { name: 'Negotiated', nights: 60 },
  { name: 'Public', nights: 35 },
  { name: 'Opaque', nights: 5 },
];

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

// d3-shape loads lazily (after the figures); loaded here, the charts draw at their first render.
beforeAll(() => loadShape());

describe('PieChart', () => {
  it('draws a slice per row with share labels from 10 %, a legend, and a table with shares', async () => {
    view = await renderUi(
      <PieChart
        rows={rateTypes}
        label={(r) => r.name}
        value={(r) => r.nights}
        format={(v) => `${v} nights`}
        caption="Nights by rate type"
        labelHeading="Rate type"
        valueHeading="Nights"
      />,
    );
    const { root } = view;
    const chart = root.querySelector('[part="chart"]')!;
    expect(chart.getAttribute('aria-label')).toBe('Nights by rate type');
    expect(chart.querySelectorAll('svg path.ts-pie-slice')).toHaveLength(3);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['60%', '35%']);
    expect(chart.querySelector('path title')?.textContent).toBe('Negotiated: 60 nights (60.0%)');
    expect([...root.querySelectorAll('[part="legend"] li')].map((li) => li.textContent)).toEqual([
      'Negotiated60 nights',
      'Public35 nights',
      'Opaque5 nights',
    ]);
    await interact(() => (root.querySelector('[part="view-as-table"]') as HTMLButtonElement).click());
    expect([...root.querySelectorAll('[part="chart-table"] tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Negotiated60 nights60.0%',
      'Public35 nights35.0%',
      'Opaque5 nights5.0%',
    ]);
    expect(root.querySelector('[part="legend"]')).toBeNull();
  });
});
