import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAll } from '../../define-all.js';
import { deepQueryAll, deepText, fakeFetch, mountInContext, until } from '../../testing/testing.js';

const figures = (co2eKg: number, pnrs: number, distanceKm: number) => ({ co2eKg, pnrs, distanceKm });
const air = {
  summary: { ...figures(123_456.7, 300, 900_000), co2eKgPerPnr: 411.522, co2eGramsPerKm: 137.174 },
  byMonth: [
    { month: '2026-09-01', ...figures(60_000, 140, 430_000) },
    { month: '2026-10-01', ...figures(63_456.7, 160, 470_000) },
  ],
  byCabin: [{ cabinClass: 'Business', ...figures(80_000, 40, 300_000) }],
  byHaul: [{ haul: 'Long-haul', ...figures(100_000, 90, 700_000) }],
};
const hotel = {
  summary: { co2eKg: 2_080, nights: 200, co2eKgPerNight: 10.4 },
  byCountry: [{ country: 'United Kingdom', countryCode: 'GB', co2eKg: 2_080, nights: 200 }],
  byMonth: [{ month: '2026-10-01', co2eKg: 2_080, nights: 200 }],
};
const answers = {
  '/air/emissions/overview': { data: air },
  '/air/emissions/byRoute': { data: [{ route: 'LHR-JFK', ...figures(50_000, 20, 220_000) }] },
  '/air/emissions/byCarrier': { data: [{ carrier: 'British Airways', ...figures(70_000, 120, 400_000) }] },
  '/air/emissions/byClient': { data: [{ client: 'Initech', ...figures(90_000, 200, 600_000) }] },
  '/hotel/emissions/overview': { data: hotel },
};

describe('<tripsight-emissions-overview> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows the totals, intensity, breakdowns and hotel nights under the default method', async () => {
    const service = fakeFetch(answers);
    vi.stubGlobal('fetch', service.fetch);
    mountInContext('<tripsight-emissions-overview></tripsight-emissions-overview>');
    await until(() => deepText(document.body).includes('LHR-JFK'), 'the route table');
    await until(() => deepText(document.body).includes('United Kingdom'), 'the hotel countries');
    const text = deepText(document.body);
    expect(text).toContain('123.5 t CO2e');
    expect(text).toContain('411.5 kg');
    expect(text).toContain('137.2 g');
    expect(text).toContain('2.1 t CO2e');
    expect(text).toContain('British Airways');
    expect(text).toContain('Initech');
    expect(text).toContain('factor year 2024');
    expect(
      service.urls.some((u) => u.includes('/air/emissions/overview') && u.includes('method=desnz-2024-rf')),
    ).toBe(true);
  });

  it("asks for the bus's method, which the exports send too, and keeps a switch on the bus", async () => {
    const service = fakeFetch(answers);
    vi.stubGlobal('fetch', service.fetch);
    const ctx = mountInContext('<tripsight-emissions-overview></tripsight-emissions-overview>');
    ctx.bus.setState({ emissionMethod: 'ademe-2018' });
    await until(() => deepText(document.body).includes('factor year 2018'), 'the ADEME note');
    await until(
      () =>
        service.urls.some((u) => u.includes('/hotel/emissions/overview') && u.includes('method=ademe-2018')),
      'the hotel view under ADEME',
    );
  });

  it("covers the page's date range in the hotel part too, and the hotel tab's own on that tab", async () => {
    const service = fakeFetch(answers);
    vi.stubGlobal('fetch', service.fetch);
    const ctx = mountInContext('<tripsight-emissions-overview></tripsight-emissions-overview>');
    ctx.bus.setState({
      dates: {
        air: { startDate: '2025-11-01', endDate: '2026-10-31' },
        hotel: { startDate: '2026-10-01', endDate: '2026-10-31' },
      },
    });
    const hotelCalls = () => service.urls.filter((u) => u.includes('/hotel/emissions/overview'));
    await until(() => hotelCalls().some((u) => u.includes('startDate=2025-11-01')), 'the air range');
    expect(hotelCalls().some((u) => u.includes('startDate=2026-10-01'))).toBe(false);
    document.body.innerHTML = '';
    const hotelTab = mountInContext(
      '<tripsight-emissions-overview mode="hotel-only"></tripsight-emissions-overview>',
    );
    hotelTab.bus.setState({ dates: { hotel: { startDate: '2026-10-01', endDate: '2026-10-31' } } });
    await until(() => hotelCalls().some((u) => u.includes('startDate=2026-10-01')), 'the hotel range');
  });

  it("draws the chosen clients' reduction target beside the months", async () => {
    const service = fakeFetch({
      ...answers,
      '/air/emissions/targetLine': {
        data: [
          { month: '2026-09-01', targetKg: 55_000 },
          { month: '2026-10-01', targetKg: 54_000 },
        ],
      },
    });
    vi.stubGlobal('fetch', service.fetch);
    mountInContext('<tripsight-emissions-overview></tripsight-emissions-overview>');
    await until(() => deepText(document.body).includes('Reduction target'), 'the target legend');
    expect(service.urls.some((u) => u.includes('/air/emissions/targetLine'))).toBe(true);
  });

  it('shows only the hotel part when asked, and the error fallback when a call fails', async () => {
    const service = fakeFetch({
      '/hotel/emissions/overview': { status: 500, error: 'INTERNAL', message: 'boom' },
    });
    vi.stubGlobal('fetch', service.fetch);
    mountInContext('<tripsight-emissions-overview mode="hotel-only"></tripsight-emissions-overview>');
    await until(() => deepText(document.body).includes('An error has occurred'), 'the error fallback');
    expect(service.urls.every((u) => !u.includes('/air/'))).toBe(true);
    expect(deepQueryAll(document.body, '[part~="method-note"]')).toHaveLength(1);
  });

  it("shows the spec's empty state without PNRs", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        ...answers,
        '/air/emissions/overview': { data: { ...air, summary: { ...air.summary, pnrs: 0 }, byMonth: [] } },
      }).fetch,
    );
    mountInContext('<tripsight-emissions-overview></tripsight-emissions-overview>');
    await until(
      () => deepText(document.body).includes('Looks like there is no data here yet!'),
      'the empty state',
    );
  });
});
