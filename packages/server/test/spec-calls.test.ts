import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, type Params } from './analytics-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

/*
 * Every GET the dashboards make (docs/rules/air.md, docs/rules/hotel.md#hotel-calls,
 * docs/rules/operations.md#service-client), called with exactly the parameters its row lists, as the
 * rules say them — this table is written from the rules, not from the contracts, so a contract that drops a listed parameter fails here. A parameter that
 * cannot change an answer is still accepted and named in `annotation.ignoredParameters`.
 *
 * Rows whose paths the rules do not name, or that the service does not serve, are not here:
 * `{analytics host}/api/getEmbedToken` (air), the reporting API export (no path), the question
 * screen's available-fields and ask paths (docs/rules/question.md#question-calls), the hotel supplier
 * insights views and exports (docs/rules/hotel.md#negotiated-rate-availability); the writes of the
 * operations service (docs/rules/operations.md#service-client) are the operations suites' business.
 */

const FARESAVER = '/api/views/air/faresaver';
const REBOOKING = '/api/views/air/rebookingSuccess';
const POLICY = '/api/views/air/policyInsights';
const NEGOTIATED = '/api/views/air/supplierInsights/negotiatedRates';
const HOTEL = '/api/views/hotel/hotelsaver/savingsOverview';
/** The sample-data API of the POC and demo modes (its path is the service's: the spec names none). */
const SAMPLE_DATA = '/api/sampleData';

const dates = { startDate: daysAgo(90), endDate: daysAgo(1) };
/** "the filters (a list per filter group)": every group, as the filter bar sends them. */
const filters = {
  gds: ['Sabre', 'Amadeus'],
  region: ['EMEA'],
  continent: ['Europe'],
  pointOfSale: ['GB'],
  corporate: ['Globex Corporation'],
  pccName: ['LON1'],
};
/** Report rows: the filters as one JSON object (docs/rules/shell.md#exports-and-downloads). */
const reportParams = (productName: string, isHPA: boolean) => ({
  ...dates,
  format: 'xlsx',
  currency: 'USD',
  filters: JSON.stringify({ corporate: ['Globex Corporation'] }),
  isHPA,
  isPMOnly: false,
  productName,
  withPotential: true,
  isAutorebook: false,
});

interface SpecRow {
  /** The row as the rules name it. */
  row: string;
  paths: readonly string[];
  params: Params;
  /** Per path, the parameters of the row that cannot change that path's answer. */
  ignored?: Readonly<Record<string, readonly string[]>>;
  headers?: (server: TestServer) => Record<string, string>;
  /** Called with the API key header only, no token (the sample-data API). */
  noToken?: boolean;
}

const SAVINGS_GROUP: SpecRow = {
  row: 'air savings calls (docs/rules/air.md#savings-calls)',
  paths: [
    `${FARESAVER}/savingsOverview`,
    `${FARESAVER}/allTimeSavings`,
    `${FARESAVER}/trackedSpend`,
    `${FARESAVER}/trackedByCountry`,
    `${FARESAVER}/savingsByCountry`,
    `${FARESAVER}/savingsByMonth`,
    `${FARESAVER}/savings`,
    `${FARESAVER}/feedback`,
  ],
  params: { ...dates, granularity: 'week', withNotAccepted: true, ...filters },
  ignored: {
    [`${FARESAVER}/savingsOverview`]: ['granularity', 'withNotAccepted'],
    [`${FARESAVER}/allTimeSavings`]: ['startDate', 'endDate', 'granularity', 'withNotAccepted'],
    [`${FARESAVER}/trackedSpend`]: ['granularity', 'withNotAccepted'],
    [`${FARESAVER}/trackedByCountry`]: ['granularity', 'withNotAccepted'],
    [`${FARESAVER}/savingsByCountry`]: ['granularity', 'withNotAccepted'],
    [`${FARESAVER}/savingsByMonth`]: [],
    [`${FARESAVER}/savings`]: ['granularity', 'withNotAccepted'],
    [`${FARESAVER}/feedback`]: ['granularity', 'withNotAccepted'],
  },
};

const CABIN_GROUP: SpecRow = {
  row: 'cabin compliance (docs/rules/air.md#cabin-class-compliance)',
  paths: [
    `${POLICY}/cabinCompliance/detailedTable`,
    `${POLICY}/cabinCompliance/ytdTable`,
    `${POLICY}/cabinCompliance/gaugeSpend`,
    `${POLICY}/cabinCompliance/distribution`,
  ],
  params: { ...dates, ...filters, cabinFilter: 'Business', policyFilter: 'No', breakdownBy: 'haul' },
  ignored: {
    [`${POLICY}/cabinCompliance/detailedTable`]: ['breakdownBy'],
    [`${POLICY}/cabinCompliance/ytdTable`]: ['startDate', 'breakdownBy'],
    [`${POLICY}/cabinCompliance/gaugeSpend`]: ['breakdownBy'],
    [`${POLICY}/cabinCompliance/distribution`]: [],
  },
};

const HOTEL_PATHS = [
  HOTEL,
  `${HOTEL}/companySavings`,
  `${HOTEL}/trackedSpend`,
  `${HOTEL}/byHotelChain`,
  `${HOTEL}/byMonth`,
  `${HOTEL}/byStayLocation`,
  `${HOTEL}/allTimeResults`,
];

const ROWS: readonly SpecRow[] = [
  {
    row: 'GET /api/dynamicFilters (docs/rules/shell.md#data-calls)',
    paths: ['/api/dynamicFilters'],
    params: { productName: 'air' },
  },
  {
    row: 'GET /api/dynamicCurrencies (docs/rules/shell.md#data-calls)',
    paths: ['/api/dynamicCurrencies'],
    params: filters,
  },
  SAVINGS_GROUP,
  {
    row: 'rebooking performance (docs/rules/air.md#rebooking-performance)',
    paths: [
      REBOOKING,
      `${REBOOKING}/RebookingRatio`,
      `${REBOOKING}/RebookingTable`,
      `${REBOOKING}/allProcessedDeals`,
    ],
    params: { ...dates, ...filters },
  },
  {
    row: 'advance purchase (docs/rules/air.md#advanced-purchase)',
    paths: [`${POLICY}/advancedPurchase/advancedPurchase`, `${POLICY}/advancedPurchase/topRoutes`],
    params: { ...dates, ...filters },
  },
  CABIN_GROUP,
  {
    row: 'negotiated fares adoption figures (docs/rules/air.md#negotiated-fares-adoption)',
    paths: [`${NEGOTIATED}/lowestNegoFarePnrRatio`, `${NEGOTIATED}/negotiatedFareAdoption`],
    params: { ...dates, ...filters },
  },
  {
    row: 'report endpoints (docs/rules/shell.md#exports-and-downloads)',
    paths: [
      '/api/reports/air/executiveSummaryReport',
      '/api/reports/air/savingsDetailsReport',
      '/api/reports/air/trackedPnrsReport',
    ],
    params: reportParams('air', false),
  },
  {
    row: 'hotel report endpoints (docs/rules/hotel.md#hotel-calls)',
    paths: [
      '/api/reports/hotelsExecutiveSummaryReport',
      '/api/reports/hotelsSavingsDetailsReport',
      '/api/reports/hotelsTrackedReservationsReport',
    ],
    params: reportParams('hotel', true),
  },
  {
    row: 'POC and demo sample data (docs/rules/shell.md#modes)',
    paths: ['compliance', 'negotiatedFares', 'hotelSavings'].map(
      (module) => `${SAMPLE_DATA}?chosenModule=${module}`,
    ),
    params: { pocType: 'poc', source_url: 'sample://acme-travel.csv' },
    headers: (server) => ({ 'x-api-key': server.config.sampleDataKey }),
    noToken: true,
  },
  {
    row: 'hotel savings data (docs/rules/hotel.md#hotel-calls)',
    paths: HOTEL_PATHS,
    params: { ...dates, isHPA: true },
  },
  {
    row: 'GET /api/audit/conversations (docs/rules/operations.md#service-client)',
    paths: ['/api/audit/conversations'],
    params: {
      start_date: daysAgo(30),
      end_date: daysAgo(0),
      status: 'COMPLETED,FAILED',
      main_intent: 'booking',
      corporate: 'Globex Corporation',
      search: 'hotel',
      page: 1,
      exclude_out_of_scope: true,
    },
  },
  {
    row: 'operations GETs without parameters (docs/rules/operations.md#service-client)',
    paths: ['/api/audit/corporates', '/api/audit/intents/', '/health'],
    params: {},
  },
  {
    row: 'GET /api/sbr/corporates (docs/rules/operations.md#service-client)',
    paths: ['/api/sbr/corporates'],
    params: { is_sbr: true, page: 1, name: 'Globex', status: 'live' },
  },
];

/** A call of the table: its status and, when JSON, its body. */
async function call(
  server: TestServer,
  token: string | null,
  path: string,
  params: Params,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> | null; type: string }> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else if (value !== undefined) search.append(key, String(value));
  }
  const joiner = path.includes('?') ? '&' : '?';
  const query = search.toString();
  const res = await fetch(`${server.url}${path}${query ? joiner + query : ''}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? ((await res.json()) as Record<string, unknown>)
    : (await res.arrayBuffer(), null);
  return { status: res.status, body, type };
}

describe('the calls the dashboards make answer with exactly the parameters their rows list', () => {
  let server: TestServer;
  let manager: string;
  beforeAll(async () => {
    server = await startTestServer();
    manager = await tokenFor(server, 'manager');
  });
  afterAll(async () => server?.close());

  const cases = ROWS.flatMap((row) => row.paths.map((path) => [row.row, path, row] as const));

  it.each(cases)('%s: %s answers 200', async (_name, path, row) => {
    const res = await call(server, row.noToken ? null : manager, path, row.params, row.headers?.(server));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ignored = row.ignored?.[path];
    if (ignored) {
      const annotation = (res.body?.annotation ?? {}) as { ignoredParameters?: Record<string, string> };
      expect(Object.keys(annotation.ignoredParameters ?? {}).sort()).toEqual([...ignored].sort());
      for (const reason of Object.values(annotation.ignoredParameters ?? {})) expect(reason).toMatch(/\w{4}/);
    }
  });

  it('names no ignored parameter when a call sends none of them', async () => {
    const res = await call(server, manager, `${FARESAVER}/allTimeSavings`, filters);
    expect(res.status).toBe(200);
    expect(res.body?.annotation).not.toHaveProperty('ignoredParameters');
  });

  const unknown: [string, Params, string][] = [
    [`${FARESAVER}/allTimeSavings`, { ...dates, withNotAccepted: true, breakdownBy: 'haul' }, 'breakdownBy'],
    [`${FARESAVER}/feedback`, { ...dates, granularity: 'week', isHPA: true }, 'isHPA'],
    [
      `${POLICY}/cabinCompliance/gaugeSpend`,
      { ...dates, breakdownBy: 'haul', granularity: 'day' },
      'granularity',
    ],
    [`${POLICY}/cabinCompliance/detailedTable`, { ...dates, breakdown: 'haul' }, 'breakdown'],
    [HOTEL, { ...dates, isHPA: true, withNotAccepted: true }, 'withNotAccepted'],
    [`${NEGOTIATED}/negotiatedFareAdoption`, { ...dates, cabinFilter: 'Business' }, 'cabinFilter'],
  ];

  it.each(unknown)('%s answers 400 naming %j', async (path, params, name) => {
    const res = await call(server, manager, path, params);
    expect(res.status).toBe(400);
    expect(String(res.body?.message)).toContain(name);
  });

  it('still checks the values of a parameter it ignores', async () => {
    const res = await call(server, manager, `${FARESAVER}/allTimeSavings`, { ...dates, granularity: 'year' });
    expect(res.status).toBe(400);
    expect(res.body?.field).toBe('granularity');
  });
});
