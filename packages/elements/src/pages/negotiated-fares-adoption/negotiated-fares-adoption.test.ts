import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CubeQuery } from '@tripsight/core/cube';
import type { NegotiatedFaresSample } from '@tripsight/core/policy';
import type { NegotiatedFareFunnelRow } from '@tripsight/core/supplier';
import type { LowestNegoFarePnrRatioData, NegotiatedFareAdoptionData } from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import { stubSampleDataFetch } from '../../testing/stub-fetch.js';
import { deepText, mountInContext, until } from '../../testing/testing.js';

const I = 'FaresaverItinerariesView';
const adoption: NegotiatedFareAdoptionData = {
  trackedPnrs: 1200,
  trackedPnrsWithNegotiatedFare: 504,
  negotiatedFareAdoption: 42,
};
const ratio: LowestNegoFarePnrRatioData = {
  lowestNegociatedFarePnrRatio: 61.25,
  countPnrs: 504,
  catSuccess: 0,
  lifSuccess: 73.5,
};
const funnel: NegotiatedFareFunnelRow[] = [
  { label: 'Iberia', loadedPnrs: 80, availablePnrs: 75, chosenPnrs: 20 },
];
const measures = (label: string, value: number) => ({
  lowestNegociatedFarePnrRatio: value,
  countPnrs: 40,
  spendUSD: 1000,
  spendEUR: 920,
  spendGBP: 790,
  spendDefaultCurrency: 1000,
  label,
});
const sample: NegotiatedFaresSample = {
  adoption: { trackedPnrs: 100, trackedPnrsWithNegotiatedFare: 62, negotiatedFareAdoption: 62 },
  topCarriers: [{ ...measures('', 80), itinAirlines: 'Lufthansa' }],
  topRoutes: [
    { ...measures('', 70), itinRoute: 'FRA-JFK', originCity: 'Frankfurt', destinationCity: 'New York' },
  ],
  catSuccess: 86,
  lifSuccess: 71,
  lowestNegociatedFarePnrRatio: 58,
  lowerFare: { negotiatedPercent: 40, publicPercent: 60 },
  rebooking: {
    notSent: { count: 5, percent: 25 },
    notRebooked: { count: 7, percent: 35 },
    rebooked: { count: 8, percent: 40 },
  },
};

function cubeAnswer(query: CubeQuery) {
  const dimension = query.dimensions?.[0] ?? '';
  const airlines = dimension.endsWith('itinAirlines');
  const labels = airlines ? ['British Airways', 'Air France'] : ['LHR-JFK', 'CDG-SIN'];
  return {
    query,
    data: labels.map((label, i) => ({
      [dimension]: label,
      [`${I}.lowestNegociatedFarePnrRatio`]: String(90 - i * 10),
      [`${I}.countPnrs`]: '12',
      [`${I}.spendUsd`]: '1500',
      [`${I}.spendEur`]: '1380',
      [`${I}.spendGbp`]: '1185',
      [`${I}.spendDefaultCurrency`]: '1500',
    })),
    annotation: {
      measures: Object.fromEntries(
        (query.measures ?? []).map((m) => [m, { title: m, shortTitle: m, type: 'number' }]),
      ),
      dimensions: { [dimension]: { title: 'x', shortTitle: 'x', type: 'string' } },
      timeDimensions: {},
      segments: {},
    },
  };
}

describe('<tripsight-negotiated-fares-adoption> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows the figures from the views (a zero figure hidden) and the top carriers and routes from analytics queries', async () => {
    const queries: CubeQuery[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/cubejs-api/v1/load')) {
          const { query } = JSON.parse(String(init?.body)) as { query: CubeQuery };
          queries.push(query);
          return Response.json(cubeAnswer(query));
        }
        const data = url.includes('/negotiatedFareAdoption')
          ? adoption
          : url.includes('/negotiatedFareFunnel')
            ? funnel
            : ratio;
        return Response.json({ data, annotation: { currency: 'USD' }, currencyFields: [] });
      }),
    );
    mountInContext('<tripsight-negotiated-fares-adoption></tripsight-negotiated-fares-adoption>');
    const page = document.querySelector('tripsight-negotiated-fares-adoption')!;
    await until(() => deepText(page).includes('Negotiated Fare Adoption'), 'the figures', 8000);
    await until(() => deepText(page).includes('British Airways'), 'the top carriers', 8000);
    await until(() => deepText(page).includes('LHR-JFK'), 'the top routes', 8000);
    await until(() => deepText(page).includes('Iberia'), 'the funnel', 8000);
    const text = deepText(page);
    expect(page.shadowRoot!.querySelector('[part="heading"]')?.textContent).toBe('Negotiated fares adoption');
    // The adoption is a rounded percent (docs/rules/air.md#negotiated-fares-adoption); the other figures keep 2 decimals.
    expect(text).toContain('42%');
    expect(text).not.toContain('42.00%');
    expect(text).toContain('61.25%');
    expect(text).toContain('73.50%');
    expect(text).toContain('Lowest Negotiated Fare PNR Ratio');
    expect(text).toContain('LIF success');
    expect(text).not.toContain('CAT success');
    expect(text).toContain('How often was the negotiated fare the lowest available?');
    expect(text).toContain('Top carriers');
    expect(text).toContain('Top routes');
    expect(text).not.toContain('Lower fare status');
    expect(text).not.toContain('Negotiated fare alert');
    expect(text).toContain('Negotiated fare funnel');
    expect(text).toContain('Available but not chosen: a traveller or agent problem');
    expect(text).not.toContain('An error has occurred');
    const carriers = queries.find((q) => q.dimensions?.[0] === `${I}.itinAirlines`)!;
    const routes = queries.find((q) => q.dimensions?.[0] === `${I}.itinRoute`)!;
    expect(carriers.limit).toBe(5);
    expect(carriers.order).toMatchObject({ [`${I}.lowestNegociatedFarePnrRatio`]: 'desc' });
    expect(carriers.filters).toContainEqual({
      member: `${I}.itinAirlines`,
      operator: 'notContains',
      values: [','],
    });
    expect(routes.filters).toContainEqual({
      member: `${I}.itinRoute`,
      operator: 'notContains',
      values: [':'],
    });
    // Spend in the selected currency only (none chosen here: the TMC default currency).
    expect(carriers.measures).toEqual([
      `${I}.lowestNegociatedFarePnrRatio`,
      `${I}.countPnrs`,
      `${I}.spendDefaultCurrency`,
    ]);
    expect(carriers.timeDimensions?.[0]?.dimension).toBe(`${I}.resultDateCreatedAt`);
  });

  it('reads the sample-data API in POC mode: the disabled filters and the Lower fare status pies', async () => {
    const calls = stubSampleDataFetch(sample);
    mountInContext(
      '<tripsight-negotiated-fares-adoption mode="poc" sample-data-key="k-9"></tripsight-negotiated-fares-adoption>',
    );
    const page = document.querySelector('tripsight-negotiated-fares-adoption')!;
    await until(() => deepText(page).includes('Lufthansa'), 'the sample carriers', 8000);
    await until(() => deepText(page).includes('Was it rebooked?'), 'the lower fare status', 8000);
    await until(() => deepText(page).includes('British Airways'), 'the sample funnel', 8000);
    const text = deepText(page);
    expect(page.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe('POC');
    expect(text).toContain('Negotiated fare alert');
    expect(text).toContain('(All)');
    expect(text).toContain('Savings');
    expect(text).toContain('Was it negotiated?');
    expect(text).toContain('Lower fare is negotiated');
    expect(text).toContain('Lower fare is public');
    expect(text).toContain('Not sent');
    expect(text).toContain('Not rebooked');
    expect(text).toContain('Rebooked');
    expect(text).toContain('86.00%');
    expect(text).toContain('FRA-JFK');
    expect(
      calls.every((c) => c.url.startsWith('/api/sampleData?chosenModule=negotiatedFares&pocType=poc')),
    ).toBe(true);
    expect(calls.every((c) => c.key === 'k-9')).toBe(true);
    expect(new Set(calls.map((c) => c.url)).size).toBe(1);
  });

  it('shows the demo sample in demo mode, without the POC-only cards', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({ data: sample, annotation: { currency: 'USD' }, currencyFields: [] });
      }),
    );
    mountInContext('<tripsight-negotiated-fares-adoption mode="demo"></tripsight-negotiated-fares-adoption>');
    const page = document.querySelector('tripsight-negotiated-fares-adoption')!;
    await until(() => deepText(page).includes('Lufthansa'), 'the demo carriers', 8000);
    const text = deepText(page);
    expect(page.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe('Demo');
    expect(text).toContain('62%');
    expect(text).not.toContain('62.00%');
    expect(text).not.toContain('Lower fare status');
    await until(() => deepText(page).includes('Negotiated fare funnel'), 'the sample funnel', 8000);
    expect(calls.every((c) => c.includes('pocType=demo'))).toBe(true);
  });
});
