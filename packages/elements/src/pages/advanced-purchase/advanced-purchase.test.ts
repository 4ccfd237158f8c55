import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateTrips, type AdvancedPurchaseSample, type AdvanceTrip } from '@tripsight/core/policy';
import type { AdvancedPurchaseData, TopRouteRow } from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import { stubSampleDataFetch } from '../../testing/stub-fetch.js';
import { deepQueryAll, deepText, fakeFetch, mountInContext, until } from '../../testing/testing.js';

const overTime = [
  { ticketingDate: '2026-01-01', compliancePercentage: 71.5, compliantSpend: 71500, totalSpend: 100000 },
  { ticketingDate: '2026-02-01', compliancePercentage: 74.25, compliantSpend: 74250, totalSpend: 100000 },
];
const advanced: AdvancedPurchaseData = {
  costOfNonCompliance: 18250.5,
  nonCompliantPnrs: 312,
  totalPnrs: 1480,
  compliantSpend: 145750,
  nonCompliantSpend: 54250,
  compliancePercentage: 72.88,
  averageAdvancePurchase: 31.4,
  byCabin: [
    { cabinClass: 'Business', nonCompliantSpend: 30000, airPnrs: 40 },
    { cabinClass: 'Economy', nonCompliantSpend: 24250, airPnrs: 272 },
  ],
  overTime,
};
const routes: TopRouteRow[] = [
  {
    cityPair: 'LHR-JFK',
    originCity: 'London',
    destinationCity: 'New York',
    airPnrs: 40,
    spend: 52000,
    nonCompliantPnrs: 9,
    compliancePercentage: 70,
  },
];
const trips: AdvanceTrip[] = Array.from({ length: 60 }, (_, i) => ({
  cabinClass: i % 4 === 0 ? 'Business' : 'Economy',
  haulType: i % 3 === 0 ? 'Long' : 'Short',
  cityPair: i % 2 === 0 ? 'LHR-JFK' : 'CDG-SIN',
  daysInAdvance: i % 30,
  price: 1000 + (30 - (i % 30)) * 20,
  directEnterprise: i % 2 === 0 ? 'Acme EMEA' : 'Acme Americas',
  pccName: 'PRGB1S',
}));
const simulation = simulateTrips(trips, {
  policyRule: 1,
  days: 14,
  breakdownBy: 'cabinClass',
  cityPair: null,
});

describe('<tripsight-advanced-purchase> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows the three top cards, the simulator and the trend from the views', async () => {
    const fake = fakeFetch({
      '/advancedPurchase/advancedPurchase': { data: advanced, currency: 'EUR' },
      '/advancedPurchase/topRoutes': { data: routes, currency: 'EUR' },
      '/advancedPurchase/simulation': { data: simulation, currency: 'EUR' },
    });
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext('<tripsight-advanced-purchase></tripsight-advanced-purchase>');
    const page = document.querySelector('tripsight-advanced-purchase')!;
    await until(() => deepText(page).includes('€18,250.50'), 'the cost of non-compliance', 8000);
    await until(() => deepText(page).includes('trips out of policy'), 'the simulator', 8000);
    // The gauge draws its figure once the chart code has loaded, after the cards.
    await until(() => deepText(page).includes('72.88%'), 'the compliance gauge', 8000);
    const text = deepText(page);
    expect(page.shadowRoot!.querySelector('[part="heading"]')?.textContent).toBe('Advanced purchase');
    expect(page.shadowRoot!.querySelector('[part="product-name"]')?.textContent).toBe('Policy Insights');
    expect(text).toContain('312 non-compliant PNRs of 1,480');
    expect(text).toContain('Advanced purchase compliance ratio');
    expect(text).toContain('72.88%');
    expect(text).toContain('Average advanced purchase: 31.4 days');
    expect(text).toContain('Non-compliant air spend breakdown by cabin');
    expect(text).toContain('Prefered city pair');
    expect(text).toContain('Advanced purchase policy rule');
    expect(text).toContain('Cabin class');
    expect(text).toContain('Haul type');
    expect(text).toContain('All booking');
    expect(text).toContain('Advanced purchase compliance over time');
    const tags = [...page.shadowRoot!.querySelectorAll('[part~="widget"]')].map((w) => w.localName);
    expect(tags).toEqual([
      'tripsight-advance-purchase-cost',
      'tripsight-advance-purchase-ratio',
      'tripsight-advance-purchase-by-cabin',
      'tripsight-compliance-simulator',
      'tripsight-advance-purchase-trend',
    ]);
    const simulated = fake.urls.find((u) => u.includes('/simulation'))!;
    expect(simulated).toContain('policyRule=1');
    expect(simulated).toContain('days=14');
    expect(simulated).toContain('breakdownBy=cabinClass');
    expect(simulated).toContain('cityPair=All');
    expect(fake.urls.some((u) => u.includes('/topRoutes') && u.includes('limit=20'))).toBe(true);
    expect(deepQueryAll(page, '[part="view-as-table"]').length).toBeGreaterThan(3);
  });

  it('reads the sample-data API with its key in POC mode and replays the sample trips', async () => {
    const sample: AdvancedPurchaseSample = { topWidgets: advanced, topRoutes: routes, trips };
    const calls = stubSampleDataFetch(sample);
    mountInContext(
      '<tripsight-advanced-purchase mode="poc" sample-data-key="k-123" source-url="https://files.example/acme.csv"></tripsight-advanced-purchase>',
    );
    const page = document.querySelector('tripsight-advanced-purchase')!;
    await until(() => deepText(page).includes('$18,250.50'), 'the sample figures', 8000);
    await until(() => deepText(page).includes('trips out of policy'), 'the simulated sample', 8000);
    expect(page.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe('POC');
    expect(deepText(page)).toContain('Sample data');
    expect(calls.length).toBeGreaterThan(0);
    expect(
      calls.every((c) => c.url.startsWith('/api/sampleData?chosenModule=advancedPurchase&pocType=poc')),
    ).toBe(true);
    expect(
      calls.every(
        (c) => c.key === 'k-123' && c.url.includes('source_url=https%3A%2F%2Ffiles.example%2Facme.csv'),
      ),
    ).toBe(true);
    // One call for the whole page: the widgets share it.
    expect(new Set(calls.map((c) => c.url)).size).toBe(1);
  });

  it("shows the empty state's text and advice with no trips, and the error fallback when a view fails", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/advancedPurchase/advancedPurchase': {
          data: { ...advanced, totalPnrs: 0, byCabin: [], overTime: [] },
        },
        '/advancedPurchase/topRoutes': { data: [] },
        '/advancedPurchase/simulation': { status: 500, error: 'INTERNAL', message: 'boom' },
      }).fetch,
    );
    mountInContext('<tripsight-advanced-purchase></tripsight-advanced-purchase>');
    const page = document.querySelector('tripsight-advanced-purchase')!;
    await until(
      () => deepText(page).includes('Looks like there is no data here yet!'),
      'the empty state',
      8000,
    );
    await until(() => deepText(page).includes('An error has occurred'), 'the error fallback', 8000);
    expect(deepText(page)).toContain('extend');
  });
});
