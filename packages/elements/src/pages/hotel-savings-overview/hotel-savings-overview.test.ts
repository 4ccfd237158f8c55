import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@tripsight/core/format';
import {
  HOTEL_DEMO_SAMPLE,
  HOTEL_POC_SAMPLE,
  projectSavings,
  sampleCompanySavings,
} from '@tripsight/core/hotel';
import {
  hotelAllTimeResultsView,
  hotelCompanySavingsView,
  hotelSavingsByChainView,
  hotelSavingsByLocationView,
  hotelSavingsByMonthView,
  hotelTrackedSpendView,
  type HotelCompanySavingsData,
  type HotelTrackedSpendData,
} from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import {
  deepQueryAll,
  deepText,
  fakeFetch,
  mountInContext,
  until,
  type FakeViews,
} from '../../testing/testing.js';

const company: HotelCompanySavingsData = {
  acceptedSavings: 28_740.1,
  rebookings: 273,
  acceptedSavingsRatio: 2.02,
  potentialSentSavings: 36_100,
  PNRswithSentDeals: 380,
  rebookingPerformanceRatio: 71.84,
  savingsUpto: 39_500,
  savingsUptoRate: 2.31,
  goLiveDate: '2024-09-12',
  reservationWithSavingsRatio: 8.38,
  savingsPerReservation: 8.82,
  savingsPerReservationRatio: 17.456,
  avgNightlySavings: 36.97,
  avgReservationSavings: 105.27,
};
const tracked: HotelTrackedSpendData = {
  trackedSpend: 1_424_320.93,
  trackingRatio: 83.14,
  trackedPNRs: 3_258,
  avgTrackedSpend: 437.18,
  avgTrackedNumNights: 2.5,
  avgDaysBeforeCheckin: 23.8,
};
const chains = [
  {
    hotelMasterChain: 'Marriott International',
    acceptedSavings: 6_799.38,
    rebookedReservations: 60,
    trackedSpend: 400_000,
  },
  {
    hotelMasterChain: 'Hyatt Hotels',
    acceptedSavings: 5_600.03,
    rebookedReservations: 51,
    trackedSpend: 200_000,
  },
  { hotelMasterChain: 'Choice Hotels', acceptedSavings: 0, rebookedReservations: 0, trackedSpend: 10_000 },
];
const months = [
  { createdAt: '2025-12-01', acceptedSavings: 1000, rebookedReservations: 10, trackedSpend: 50_000 },
  { createdAt: '2026-01-01', acceptedSavings: 2000, rebookedReservations: 20, trackedSpend: 70_000 },
];
const places = [
  {
    location: 'London, United Kingdom',
    latitude: 51.5,
    longitude: -0.13,
    acceptedSavings: 1700,
    rebookedReservations: 15,
  },
];

/** Every hotel view answered by full path (the air views have paths ending alike). */
function answers(overrides: FakeViews = {}): FakeViews {
  return {
    [hotelCompanySavingsView.path]: { data: company, currency: 'EUR' },
    [hotelTrackedSpendView.path]: { data: tracked, currency: 'EUR' },
    [hotelAllTimeResultsView.path]: {
      data: { acceptedSavings: 38_831.21, rebookings: 393, goLiveDate: '2024-09-12' },
      currency: 'EUR',
    },
    [hotelSavingsByMonthView.path]: { data: months, currency: 'EUR' },
    [hotelSavingsByChainView.path]: { data: chains, currency: 'EUR' },
    [hotelSavingsByLocationView.path]: { data: places, currency: 'EUR' },
    ...overrides,
  };
}

const widgetTags = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part~="widget"]')].map((w) => w.localName);

describe('<tripsight-hotel-savings-overview> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('renders the header with product name, title and slots, and every card of the normal page', async () => {
    const fake = fakeFetch(answers());
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext(`<tripsight-hotel-savings-overview>
        <button slot="date-range">Dates</button><button slot="export">Export</button>
      </tripsight-hotel-savings-overview>`);
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => !!el.shadowRoot?.querySelector('[part="grid"]'), 'the grid');
    const root = el.shadowRoot!;
    expect(root.querySelector('[part="product-name"]')?.textContent).toBe('Hotelsaver');
    expect(root.querySelector('[part="heading"]')?.textContent).toBe('Savings overview');
    expect(root.querySelector('[part="badge"]')).toBeNull();
    expect([...root.querySelectorAll('slot')].map((s) => s.getAttribute('name'))).toEqual([
      'date-range',
      'export',
    ]);
    expect(widgetTags(el)).toEqual([
      'tripsight-hotel-all-time-savings',
      'tripsight-hotel-company-savings',
      'tripsight-hotel-tracked-spend',
      'tripsight-hotel-savings-by-month',
      'tripsight-hotel-savings-by-chain',
      'tripsight-hotel-savings-map',
    ]);
    await until(() => deepText(el).includes('€28,740.1'), 'the company savings');
    await until(() => deepText(el).includes('€38,831.21'), 'the all-time results');
    await until(() => deepText(el).includes('€1,424,320.93'), 'the tracked spend');
    const text = deepText(el);
    expect(text).toContain('All-time results');
    expect(text).toContain('€38,831.21');
    expect(text).toMatch(/Reservations\s*393/);
    expect(text).toMatch(/Since go-live\s*09\/12\/2024/);
    expect(text).toContain('Company savings');
    expect(text).toMatch(/Rebooked reservations\s*273/);
    expect(text).toMatch(/Savings rate\s*2\.02%/);
    expect(text).toContain('€1,424,320.93');
    expect(text).toMatch(/Tracking ratio\s*83\.1%/);
    // HPA figures belong to the HPA mode only.
    expect(text).not.toContain('Average nights');
    const calls = fake.urls.filter((u) => u.includes('/hotel/'));
    expect(calls.every((u) => u.includes('isHPA=false') && u.includes('isPMOnly=false'))).toBe(true);
  });

  it('adds the four HPA cards and the HPA tracked-spend figures in hpa mode, asking for isHPA', async () => {
    const fake = fakeFetch(answers());
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext('<tripsight-hotel-savings-overview mode="hpa"></tripsight-hotel-savings-overview>');
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(el).includes('Average days before check-in'), 'the HPA figures');
    expect(widgetTags(el).filter((t) => t === 'tripsight-hotel-hpa-metric')).toHaveLength(4);
    const metrics = deepQueryAll(el, 'tripsight-hotel-hpa-metric').map((m) => m.getAttribute('metric'));
    expect(metrics).toEqual([
      'avgReservationSavings',
      'avgNightlySavings',
      'reservationWithSavingsRatio',
      'savingsPerReservationRatio',
    ]);
    await until(() => deepText(el).includes('€105.27'), 'the average reservation savings');
    const text = deepText(el);
    expect(text).toContain('Average reservation savings');
    expect(text).toContain('Average nightly savings');
    expect(text).toContain('€36.97');
    expect(text).toContain('Reservation with savings ratio');
    expect(text).toContain('8.38%');
    expect(text).toContain('Savings per reservation ratio');
    expect(text).toContain('17.5%');
    expect(text).toMatch(/Average tracked spend\s*€437\.18/);
    expect(text).toMatch(/Average nights\s*2\.5/);
    expect(text).toMatch(/Average days before check-in\s*23\.8/);
    expect(fake.urls.some((u) => u.includes(hotelCompanySavingsView.path) && u.includes('isHPA=true'))).toBe(
      true,
    );
    expect(fake.urls.some((u) => u.includes(hotelTrackedSpendView.path) && u.includes('isHPA=true'))).toBe(
      true,
    );
  });

  it.each([
    ['pm-only', 'isPMOnly=true'],
    ['rate-optimizer-pm-only', 'isPMOnly=true'],
    ['autorebook', 'isAutorebook=true'],
    ['rate-optimizer', 'isPMOnly=false'],
  ])('limits the figures in %s mode (%s)', async (mode, flag) => {
    const fake = fakeFetch(answers());
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext(`<tripsight-hotel-savings-overview mode="${mode}"></tripsight-hotel-savings-overview>`);
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(el).includes('€28,740.1'), 'the company savings');
    const calls = fake.urls.filter((u) => u.includes('/hotel/hotelsaver/'));
    expect(calls.length).toBeGreaterThanOrEqual(6);
    expect(calls.every((u) => u.includes(flag))).toBe(true);
    expect(widgetTags(el)).toContain('tripsight-hotel-all-time-savings');
    expect(el.shadowRoot!.querySelector('[part="badge"]')).toBeNull();
  });

  it('shows the POC sample without calling the service: projected savings, the toolkit, no all-time banner', async () => {
    const fake = fakeFetch(answers());
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext('<tripsight-hotel-savings-overview mode="poc"></tripsight-hotel-savings-overview>');
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(el).includes('Total projected savings'), 'the projected hero');
    expect(el.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe('POC');
    const tags = widgetTags(el);
    expect(tags).not.toContain('tripsight-hotel-all-time-savings');
    expect(tags).toContain('tripsight-hotel-savings-toolkit');
    const poc = sampleCompanySavings(HOTEL_POC_SAMPLE);
    const projection = projectSavings(poc.savingsUpto, 91);
    await until(() => deepText(el).includes(formatMoney(projection.perDay, 'USD')), 'the per-day figure');
    await until(() => deepText(el).includes('saving on total spend'), 'the toolkit');
    const text = deepText(el);
    expect(text).toContain(formatMoney(projection.total, 'USD'));
    expect(text).toMatch(new RegExp(`Per quarter\\s*\\${formatMoney(projection.perQuarter, 'USD')}`));
    expect(text).toMatch(new RegExp(`Per month\\s*\\${formatMoney(projection.perMonth, 'USD')}`));
    expect(text).toContain('Savings optimization toolkit');
    expect(text).toMatch(/Up to\s*\$156,820\.40\s*2\.51% saving on total spend/);
    expect(fake.urls).toEqual([]);
  });

  it('reads the POC sample from the sample-data API when the page has a key, once for every card', async () => {
    const fake = fakeFetch({ '/api/sampleData': { data: HOTEL_POC_SAMPLE } });
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext(
      '<tripsight-hotel-savings-overview mode="poc" sample-data-key="k-1" source-url="https://files.example/acme.csv"></tripsight-hotel-savings-overview>',
    );
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(el).includes('saving on total spend'), 'the toolkit');
    await until(() => deepText(el).includes('Per quarter'), 'the projected hero');
    expect(fake.urls.length).toBeGreaterThan(0);
    expect(new Set(fake.urls).size).toBe(1);
    const url = new URL(fake.urls[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/sampleData');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chosenModule: 'hotelSavings',
      pocType: 'poc',
      source_url: 'https://files.example/acme.csv',
    });
  });

  it("shows the demo sample's realized savings with a Demo badge", async () => {
    const fake = fakeFetch(answers());
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext('<tripsight-hotel-savings-overview mode="demo"></tripsight-hotel-savings-overview>');
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    const realized = sampleCompanySavings(HOTEL_DEMO_SAMPLE).acceptedSavings;
    await until(() => deepText(el).includes(formatMoney(realized, 'USD')), 'the realized savings');
    expect(el.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe('Demo');
    expect(deepText(el)).toContain('Company savings');
    expect(deepText(el)).toContain('Per quarter');
    expect(widgetTags(el)).not.toContain('tripsight-hotel-all-time-savings');
    expect(widgetTags(el)).not.toContain('tripsight-hotel-savings-toolkit');
    expect(fake.urls).toEqual([]);
  });

  it("shows the page's empty state when the range holds nothing", async () => {
    const zeroCompany = { ...company, acceptedSavings: 0, rebookings: 0, savingsUpto: 0 };
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        answers({
          [hotelCompanySavingsView.path]: { data: zeroCompany },
          [hotelTrackedSpendView.path]: { data: { ...tracked, trackedPNRs: 0, trackedSpend: 0 } },
        }),
      ).fetch,
    );
    mountInContext('<tripsight-hotel-savings-overview></tripsight-hotel-savings-overview>');
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => deepText(el).includes('Looks like there is no data here yet!'), 'the empty page');
    expect(deepText(el)).toMatch(/extend.*time frame.*contact support/);
    expect(el.shadowRoot!.querySelector('[part="grid"]')).toBeNull();
  });

  it("says 'No data to display at this time' in a card without data, and shows a failed card's error", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        answers({
          [hotelSavingsByChainView.path]: { data: [] },
          [hotelSavingsByLocationView.path]: { status: 500, error: 'INTERNAL', message: 'warehouse down' },
        }),
      ).fetch,
    );
    mountInContext(
      '<tripsight-hotel-savings-by-chain></tripsight-hotel-savings-by-chain><tripsight-hotel-savings-map></tripsight-hotel-savings-map>',
    );
    await until(() => deepText(document.body).includes('No data to display at this time'), 'the empty card');
    await until(() => deepText(document.body).includes('An error has occurred'), 'the failed card');
    expect(deepText(document.body)).toContain('Internal server error. Please try again later.');
  });

  it('lists the chains with savings in the table Hotel chain, Savings, Share, most first', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers()).fetch);
    mountInContext('<tripsight-hotel-savings-by-chain></tripsight-hotel-savings-by-chain>');
    await until(() => deepQueryAll(document.body, 'tbody tr').length > 0, 'the table');
    const headers = deepQueryAll(document.body, 'thead th').map((th) =>
      th.textContent?.replace(/[▼▲]/g, '').trim(),
    );
    expect(headers).toEqual(['Hotel chain', 'Savings', 'Share']);
    const rows = deepQueryAll(document.body, 'tbody tr').map((tr) => tr.textContent);
    expect(rows).toEqual(['Marriott International€6,799.3854.8%', 'Hyatt Hotels€5,600.0345.2%']);
  });

  it('shows a loading skeleton per card, then the figures', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fake = fakeFetch(answers());
    vi.stubGlobal('fetch', async (url: string) => {
      await gate;
      return fake.fetch(url);
    });
    mountInContext('<tripsight-hotel-tracked-spend></tripsight-hotel-tracked-spend>');
    await until(() => deepQueryAll(document.body, '[part="skeleton"]').length > 0, 'the skeleton');
    release();
    await until(() => deepText(document.body).includes('€1,424,320.93'), 'the tracked spend');
  });

  it('rejects an unknown mode and an unknown HPA metric, naming them', async () => {
    vi.stubGlobal('fetch', fakeFetch(answers()).fetch);
    mountInContext(
      '<tripsight-hotel-savings-overview mode="weekly"></tripsight-hotel-savings-overview><tripsight-hotel-hpa-metric metric="avgFun"></tripsight-hotel-hpa-metric>',
    );
    await until(() => deepText(document.body).includes('invalid hotel mode: weekly'), 'the mode error');
    await until(() => deepText(document.body).includes('invalid HPA metric: avgFun'), 'the metric error');
  });
});
