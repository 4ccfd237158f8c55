// `pnpm bench` (after the build): the PNR summary of <tripsight-cabin-class-compliance>
// (<tripsight-pnr-summary>) at its limit of 50,000 rows, on the production SDK in Chromium: request
// to rows on screen (target: median at most 400 ms) and a column sort (at most 50 ms); see
// table-bench.mjs. The service's own time for the same call is printed by the service's bench
// (`policy views`, PNR summary at its limit).
// Usage: node bench/policy-table.mjs [--runs 20] [--identity]
import { benchTable, DAYS_2026, pick, recordLocator, ROWS, runsFromArgs } from './table-bench.mjs';

/** A 50,000-row answer in the service's columnar shape: newest ticketing first, codes for the repeated values. */
function answer() {
  const airports = ['LHR', 'JFK', 'CDG', 'SIN', 'FRA', 'DXB', 'HND', 'SYD', 'AMS', 'ORD', 'MAD', 'GRU'];
  const countries = ['United Kingdom', 'United States', 'France', 'Singapore', 'Germany', 'Netherlands'];
  const cabins = ['Economy', 'Premium Economy', 'Business', 'First'];
  const hauls = ['Short', 'Medium', 'Long'];
  const codes = (n, salt) => Array.from({ length: ROWS }, (_, i) => pick(n, i, salt));
  return {
    data: {
      length: ROWS,
      totalRows: 180000,
      limit: ROWS,
      columns: {
        cabinClass: { dictionary: cabins, codes: codes(4, 1) },
        mainDestinationAirport: { dictionary: airports, codes: codes(12, 2) },
        isCabinCompliant: Array.from({ length: ROWS }, (_, i) => pick(10, i, 3) > 1),
        recordLocator: Array.from({ length: ROWS }, (_, i) => recordLocator(i)),
        longestSegment: Array.from({ length: ROWS }, (_, i) => pick(150, i, 4) / 10 + 0.5),
        originAirport: { dictionary: airports, codes: codes(12, 5) },
        ticketingCountry: { dictionary: countries, codes: codes(6, 6) },
        ticketingDate: {
          dictionary: DAYS_2026,
          codes: Array.from({ length: ROWS }, (_, i) => 364 - Math.floor(i / 137)),
        },
        price: Array.from(
          { length: ROWS },
          (_, i) => Math.round((120 + pick(900000, i, 7) / 100) * 100) / 100,
        ),
        haulType: { dictionary: hauls, codes: codes(3, 8) },
      },
    },
    annotation: { currency: 'USD', limit: ROWS },
    currencyFields: [],
  };
}

const body = JSON.stringify(answer());
await benchTable({
  title: 'PNR summary',
  tag: 'tripsight-pnr-summary',
  requestPath: '/detailedTable',
  answer: (path) => (path.endsWith('/cabinCompliance/detailedTable') ? body : undefined),
  sortLabels: ['Price', 'Record locator', 'Longest segment', 'Price'],
  runs: runsFromArgs(),
});
