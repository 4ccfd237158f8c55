// `pnpm bench` (after the build): the carrier availability PNR summary (<tripsight-carrier-pnr-summary>)
// at its limit of 50,000 segments, on the production SDK in Chromium: request to rows on screen
// (target: median at most 400 ms) and a column sort (at most 50 ms); see table-bench.mjs. The answer
// is an analytics query answer in Cube's compact format, as the service writes it, for the members
// the element asks for; the service's own time for the same query is printed by the service's bench
// (`supplier insights`, Carrier availability PNR summary).
// Usage: node bench/carrier-table.mjs [--runs 20] [--identity]
import { benchTable, DAYS_2026, pick, recordLocator, ROWS, runsFromArgs } from './table-bench.mjs';

const countries = ['United Kingdom', 'United States', 'France', 'Singapore', 'Germany', 'Chile'];
const airports = ['LHR', 'JFK', 'CDG', 'SIN', 'FRA', 'DXB', 'HND', 'SYD', 'AMS', 'ORD', 'MAD', 'GRU'];
const statuses = ['Available and booked', 'Available and not booked', 'Not available'];
const letters = ['Y', 'B', 'M', 'W', 'J', 'C', 'F', 'K', 'Q'];
/** A time member's value as the service writes it: a local ISO timestamp at midnight. */
const midnight = (day) => `${day}T00:00:00.000`;

/** One segment's value of `member` (FaresaverSegmentsView.name): newest ticketing first. */
function value(member, i) {
  const ticketed = 364 - Math.floor(i / 137);
  switch (member.split('.')[1]) {
    case 'recordLocator':
      return recordLocator(Math.floor(i / 2));
    case 'segmentIndex':
      return (i % 2) + 1;
    case 'ticketingCountry':
      return countries[pick(countries.length, i, 6)];
    case 'itinIssuedAt':
      return midnight(DAYS_2026[Math.max(0, ticketed - pick(4, i, 2))]);
    case 'itinTicketedAt':
      return midnight(DAYS_2026[ticketed]);
    case 'departureTime':
      return midnight(DAYS_2026[Math.min(364, ticketed + pick(60, i, 3))]);
    case 'daysBeforeDeparture':
      return pick(60, i, 3);
    case 'fareLetter':
      return letters[pick(letters.length, i, 4)];
    case 'preferedCarrierFareCombination':
      return `BA ${letters[pick(letters.length, i, 5)]}`;
    case 'fareBasisCode':
      return `${letters[pick(letters.length, i, 4)]}LX${pick(90, i, 7) + 10}GB`;
    case 'cityPair':
      return `${airports[pick(12, i, 8)]}-${airports[pick(12, i, 9)]}`;
    case 'preferredFareAvailabilityStatus':
      return statuses[pick(3, i, 11)];
    default:
      // The target fare, in whichever currency was asked for.
      return Math.round((80 + pick(180000, i, 12) / 100) * 100) / 100;
  }
}

/** Cube's compact `load` answer for the query of a POST body: every dimension asked, 50,000 rows. */
function load(body) {
  const { query } = JSON.parse(body);
  const members = query.dimensions;
  const dataset = Array.from({ length: ROWS }, (_, i) => members.map((m) => value(m, i)));
  return JSON.stringify({ query, data: { members, dataset }, annotation: {} });
}

let cached;
await benchTable({
  title: 'Carrier availability PNR summary',
  tag: 'tripsight-carrier-pnr-summary',
  requestPath: '/cubejs-api/v1/load',
  answer: (path, search, body) => {
    if (!path.endsWith('/cubejs-api/v1/load')) return undefined;
    cached ??= load(body || JSON.stringify({ query: JSON.parse(search.get('query') ?? '{}') }));
    return cached;
  },
  sortLabels: ['Days before departure', 'Record locator', 'Target fare', 'Days before departure'],
  runs: runsFromArgs(),
});
