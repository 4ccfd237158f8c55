import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriesFor, type ComplianceSample } from '@tripsight/core/policy';
import { encodeColumns, type CabinComplianceRow, type GaugeRow } from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import {
  deepQuery,
  deepQueryAll,
  deepText,
  fakeFetch,
  mountInContext,
  until,
} from '../../testing/testing.js';

const gauge: GaugeRow[] = [
  { isCabinCompliant: true, tktPrice: 90000, airPnrs: 180 },
  { isCabinCompliant: false, tktPrice: 30000, airPnrs: 20 },
];
const ytd = [
  { ticketingDate: '2026-01-01', cabinCompliancePercentage: 74 },
  { ticketingDate: '2026-02-01', cabinCompliancePercentage: 77 },
];
const distribution = [...seriesFor('United States', 50000, 10000), ...seriesFor('France', 30000, 2000)];
const rows: CabinComplianceRow[] = [
  {
    cabinClass: 'Business',
    mainDestinationAirport: 'JFK',
    isCabinCompliant: false,
    recordLocator: 'ABC2DE',
    longestSegment: 7.36,
    originAirport: 'LHR',
    ticketingCountry: 'United Kingdom',
    ticketingDate: '2026-03-15',
    price: 4321.56,
    haulType: 'Long',
  },
  {
    cabinClass: 'Economy',
    mainDestinationAirport: 'CDG',
    isCabinCompliant: true,
    recordLocator: 'XYZ9QR',
    longestSegment: 1.3,
    originAirport: 'LHR',
    ticketingCountry: 'United Kingdom',
    ticketingDate: '2026-03-14',
    price: 212.04,
    haulType: 'Medium',
  },
];
const fields = Object.keys(rows[0]!) as (keyof CabinComplianceRow)[];
const table = { ...encodeColumns(rows, fields), totalRows: 2, limit: 50000 };

describe('<tripsight-cabin-class-compliance> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows the cards, the Compliance Report pies and the PNR summary in the spec formats', async () => {
    const fake = fakeFetch({
      '/cabinCompliance/gaugeSpend': { data: gauge, currency: 'GBP' },
      '/cabinCompliance/ytdTable': { data: ytd, currency: 'GBP' },
      '/cabinCompliance/distribution': { data: distribution, currency: 'GBP' },
      '/cabinCompliance/detailedTable': { data: table, currency: 'GBP' },
    });
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext('<tripsight-cabin-class-compliance></tripsight-cabin-class-compliance>');
    const page = document.querySelector('tripsight-cabin-class-compliance')!;
    await until(() => deepText(page).includes('ABC2DE'), 'the PNR summary rows', 8000);
    await until(() => deepText(page).includes('£30,000.00'), 'the non-compliant spend', 8000);
    await until(() => deepText(page).includes('United States'), 'the point-of-sale pies', 8000);
    // The gauge draws its figure once the chart code has loaded, after the cards.
    await until(() => deepText(page).includes('75.00%'), 'the compliance gauge', 8000);
    const text = deepText(page);
    expect(text).toContain('Non-compliant air spend');
    expect(text).toContain('20 non-compliant PNRs of 200');
    expect(text).toContain('Cabin class compliance ratio');
    expect(text).toContain('75.00%');
    expect(text).toContain('YTD trend');
    expect(text).toContain('Compliance Report');
    expect(text).toContain('Point of sale');
    expect(text).toContain('United States');
    for (const shown of [
      'Ticketing date',
      'Record locator',
      'Origin',
      'Destination',
      'Cabin',
      'Longest segment',
      'Price',
      'In policy',
      // Year-day-month, one decimal, hours, Yes / No.
      '2026-15-03',
      '£4,321.6',
      '7.4 h',
      'Price range',
      'In policy?',
    ])
      expect(text).toContain(shown);
    const cells = deepQueryAll(page, 'tbody tr[aria-rowindex] td').map((c) => c.textContent);
    expect(cells).toContain('No');
    expect(cells).toContain('Yes');
    expect(deepQuery(page, 'table[aria-rowcount]')?.getAttribute('aria-rowcount')).toBe('3');
    expect(fake.urls.some((u) => u.includes('/distribution') && u.includes('breakdownBy=pointOfSale'))).toBe(
      true,
    );
    expect(fake.urls.some((u) => u.includes('/detailedTable') && u.includes('cabinFilter=All'))).toBe(true);
  });

  it('reads the compliance sample in demo mode', async () => {
    const sample: ComplianceSample = {
      topWidgets: { gauge },
      ytdTrend: ytd,
      pies: {
        pointOfSale: distribution,
        cabinClass: seriesFor('Business', 1, 1),
        haul: seriesFor('Long haul', 1, 1),
      },
      rawData: rows,
    };
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return Response.json({ data: sample, annotation: { currency: 'USD' }, currencyFields: [] });
      }),
    );
    mountInContext('<tripsight-cabin-class-compliance mode="demo"></tripsight-cabin-class-compliance>');
    const page = document.querySelector('tripsight-cabin-class-compliance')!;
    await until(() => deepText(page).includes('XYZ9QR'), 'the sample rows', 8000);
    expect(page.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe('Demo');
    expect(deepText(page)).toContain('$30,000.00');
    expect(new Set(urls.filter((u) => u.startsWith('/api/')))).toEqual(
      new Set(['/api/sampleData?chosenModule=compliance&pocType=demo']),
    );
  });
});
