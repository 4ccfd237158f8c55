import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CubeQuery } from '@tripsight/core/cube';
import { defineAll } from '../define-all.js';
import { stubCubeFetch } from '../testing/stub-fetch.js';
import { deepText, mountInContext, until } from '../testing/testing.js';

const I = 'FaresaverItinerariesView';

/** The query API's answer: the routes of `rows` (label, ratio, PNRs), as strings like Cube's. */
function answer(query: CubeQuery, rows: [string, number, number][]) {
  const dimension = query.dimensions?.[0] ?? '';
  return {
    query,
    data: rows.map(([label, ratio, pnrs]) => ({
      [dimension]: label,
      [`${I}.lowestNegociatedFarePnrRatio`]: String(ratio),
      [`${I}.countPnrs`]: String(pnrs),
      [`${I}.spendDefaultCurrency`]: '1500',
    })),
    annotation: { measures: {}, dimensions: {}, timeDimensions: {}, segments: {} },
  };
}

function mount(html: string, rows: [string, number, number][]) {
  const queries = stubCubeFetch((query) => answer(query, rows));
  mountInContext(html);
  return queries;
}

describe('<tripsight-negotiated-fare-top-routes> and -carriers (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('asks for routes with at least 10 PNRs by default and says so under the chart', async () => {
    const queries = mount('<tripsight-negotiated-fare-top-routes></tripsight-negotiated-fare-top-routes>', [
      ['LHR-JFK', 90, 48],
      ['CDG-SIN', 80, 12],
    ]);
    const element = document.querySelector('tripsight-negotiated-fare-top-routes')!;
    await until(() => deepText(element).includes('LHR-JFK'), 'the routes', 8000);
    expect(queries[0]?.filters).toContainEqual({ member: `${I}.countPnrs`, operator: 'gte', values: ['10'] });
    expect(queries[0]?.limit).toBe(5);
    expect(deepText(element)).toContain('Routes with at least 10 PNRs');
    // Each bar's tooltip gives its n.
    const tips = () =>
      [...element.shadowRoot!.querySelectorAll('[part~="chart"] title')].map((t) => t.textContent);
    await until(() => tips().length === 2, 'the bars', 8000);
    expect(tips()).toEqual(['LHR-JFK: 90.00% (PNRs: 48)', 'CDG-SIN: 80.00% (PNRs: 12)']);
  });

  it('takes the minimum from min-pnrs and shows each bar n in the table view', async () => {
    const queries = mount(
      '<tripsight-negotiated-fare-top-carriers min-pnrs="25"></tripsight-negotiated-fare-top-carriers>',
      [
        ['British Airways', 90, 48],
        ['Air France', 80, 31],
        // A query API that ignores the measure filter: the rule of core still leaves it out.
        ['Tiny Air', 100, 3],
      ],
    );
    const element = document.querySelector('tripsight-negotiated-fare-top-carriers')!;
    await until(() => deepText(element).includes('British Airways'), 'the carriers', 8000);
    expect(queries[0]?.filters).toContainEqual({ member: `${I}.countPnrs`, operator: 'gte', values: ['25'] });
    expect(deepText(element)).toContain('Carriers with at least 25 PNRs');
    const toggle = element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="view-as-table"]')!;
    toggle.click();
    await until(() => element.shadowRoot!.querySelector('[part~="chart-table"] table') !== null, 'the table');
    const table = element.shadowRoot!.querySelector('[part~="chart-table"] table')!;
    const headings = [...table.querySelectorAll('th[scope="col"]')].map((th) => th.textContent?.trim());
    expect(headings.some((h) => h?.includes('PNRs'))).toBe(true);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('British Airways');
    expect(rows[0]).toContain('48');
    expect(rows[1]).toContain('31');
    expect(deepText(element)).not.toContain('Tiny Air');
  });
});
