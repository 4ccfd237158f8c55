import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interact, renderUi, type Rendered } from '../../testing/render.js';
import { Gauge } from './gauge.js';
import { loadShape } from './use-shape.js';

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

// d3-shape loads lazily (after the figures); loaded here, the charts draw at their first render.
beforeAll(() => loadShape());

describe('Gauge', () => {
  it('fills a half ring to the value with the value and label in the middle', async () => {
    view = await renderUi(<Gauge value={64.2} caption="Rebooking ratio" label="of deals rebooked" />);
    const { root } = view;
    const chart = root.querySelector('[part="chart"]')!;
    expect(chart.getAttribute('aria-label')).toBe('Rebooking ratio');
    expect(chart.querySelector('.ts-gauge-track')?.getAttribute('d')).toBeTruthy();
    expect(chart.querySelector('.ts-gauge-fill')?.getAttribute('data-share')).toBe('64.2');
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      '64%',
      'of deals rebooked',
    ]);
    await interact(() => (root.querySelector('[part="view-as-table"]') as HTMLButtonElement).click());
    expect(root.querySelector('[part="chart-table"] tbody tr')?.textContent).toBe('of deals rebooked64%');
  });

  it('clamps the ring, not the figure, outside 0–100 %', async () => {
    view = await renderUi(<Gauge value={130} caption="Coverage" />);
    const chart = view.root.querySelector('[part="chart"]')!;
    expect(chart.querySelector('.ts-gauge-fill')?.getAttribute('data-share')).toBe('100');
    expect(chart.querySelector('text')?.textContent).toBe('130%');
    await view.rerender(<Gauge value={-5} caption="Coverage" />);
    expect(view.root.querySelector('.ts-gauge-fill')).toBeNull();
  });
});
