// Writes the template questions of the golden set: each template crossed with the phrases of one
// view, with the query the question means written out by hand for each phrase. Run with node after
// editing a template: `node make-templates.mjs`.
import { writeFileSync } from 'node:fs';

/** Members whose values list names (an itinerary's airlines): one name is matched within the list. */
const LISTED = new Set(['itinAirlines']);

const DATES = [
  ['last month', 'last month', 'week'],
  ['this year', 'this year', 'month'],
  ['last quarter', 'last quarter', 'month'],
  ['in the last 30 days', 'last 30 days', 'week'],
  ['last year', 'last year', 'month'],
  ['in the last 7 days', 'last 7 days', 'day'],
];

const VIEWS = {
  FaresaverItinerariesView: {
    file: 'itineraries-template.json',
    date: 'resultDateCreatedAt',
    measures: [
      ['spend', 'spendUsd'],
      ['PNRs', 'countPnrs'],
      ['bookings', 'countPnrs'],
      ['average ticket price', 'avgTicketPriceUsd'],
      ['spend in euros', 'spendEur'],
      ['tracked PNRs', 'trackedPnrs'],
      ['negotiated fare adoption', 'negotiatedFareAdoption'],
      ['average fare in GBP', 'avgTicketPriceGbp'],
    ],
    dimensions: [
      ['carrier', 'carriers', 'itinAirlines'],
      ['route', 'routes', 'itinRoute'],
      ['origin city', 'origin cities', 'originCity'],
      ['destination', 'destinations', 'destinationCity'],
      ['cabin class', 'cabin classes', 'cabinClass'],
      ['haul type', 'haul types', 'haulType'],
      ['client', 'clients', 'directEnterprise'],
      ['country', 'countries', 'ticketingCountry'],
      ['GDS', 'GDSs', 'gds'],
    ],
    values: [
      ['Lufthansa', 'itinAirlines', 'Lufthansa'],
      ['British Airways', 'itinAirlines', 'British Airways'],
      ['business class', 'cabinClass', 'Business'],
      ['economy', 'cabinClass', 'Economy'],
      ['long haul', 'haulType', 'Long'],
      ['Globex Corporation', 'directEnterprise', 'Globex Corporation'],
      ['Initech', 'directEnterprise', 'Initech'],
      ['first class', 'cabinClass', 'First'],
      ['short haul', 'haulType', 'Short'],
    ],
  },
  FaresaverDealsView: {
    file: 'deals-template.json',
    date: 'resultDateCreatedAt',
    measures: [
      ['savings sent', 'savingsUsd'],
      ['accepted savings', 'acceptedSavingsUsd'],
      ['money saved', 'acceptedSavingsUsd'],
      ['deals sent', 'allSentDeals'],
      ['accepted deals', 'acceptedDeals'],
      ['rebooked PNRs', 'rebookedPnrs'],
      ['deals not accepted', 'notAcceptedDeals'],
      ['accepted savings in euros', 'acceptedSavingsEur'],
    ],
    dimensions: [
      ['client', 'clients', 'directEnterprise'],
      ['deal status', 'deal statuses', 'dealStatus'],
      ['feedback reason', 'feedback reasons', 'feedbackMeaningPlatform'],
      ['country', 'countries', 'ticketingCountry'],
      ['GDS', 'GDSs', 'gds'],
      ['region', 'regions', 'ticketingRegion'],
      ['PCC', 'PCCs', 'pccName'],
    ],
    values: [
      ['Globex Corporation', 'directEnterprise', 'Globex Corporation'],
      ['Initech', 'directEnterprise', 'Initech'],
      ['Acme Industries', 'directEnterprise', 'Acme Industries'],
      ['Sabre', 'gds', 'Sabre'],
      ['Amadeus', 'gds', 'Amadeus'],
      ['EMEA', 'ticketingRegion', 'EMEA'],
    ],
  },
};

/** The coordinates that come with a place dimension (core's PLACE_DIMENSIONS). */
const PLACES = {
  originAirport: ['originLatitude', 'originLongitude'],
  originCity: ['originLatitude', 'originLongitude'],
  destinationCity: ['destinationLatitude', 'destinationLongitude'],
};

/** The template questions of one view: [question, query] for each template and each turn of its phrases. */
function questions(cube, view) {
  const m = (name) => `${cube}.${name}`;
  // A place is grouped with its coordinates, so the answer can be drawn on a map.
  const grouped = (name) => [m(name), ...(PLACES[name] ?? []).map(m)];
  const time = (date, granularity) => [
    {
      dimension: m(view.date),
      ...(date ? { dateRange: date } : {}),
      ...(granularity ? { granularity } : {}),
    },
  ];
  const pick = (list, k) => list[k % list.length];
  const out = [];
  const TEMPLATES = [
    (k) => {
      const [mt, mn] = pick(view.measures, k);
      const [dt, dr] = pick(DATES, k + 1);
      return [`${mt} ${dt}`, { measures: [m(mn)], timeDimensions: time(dr) }];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 3);
      const [dt, , dn] = pick(view.dimensions, k);
      const [wt, wr] = pick(DATES, k);
      return [
        `${mt} by ${dt} ${wt}`,
        { measures: [m(mn)], dimensions: grouped(dn), timeDimensions: time(wr) },
      ];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 1);
      const [, dp, dn] = pick(view.dimensions, k + 2);
      const [wt, wr] = pick(DATES, k + 2);
      const n = 3 + (k % 5);
      return [
        `top ${n} ${dp} by ${mt} ${wt}`,
        {
          measures: [m(mn)],
          dimensions: grouped(dn),
          timeDimensions: time(wr),
          order: { [m(mn)]: 'desc' },
          limit: n,
        },
      ];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 2);
      const [vt, vm, vv] = pick(view.values, k);
      const [wt, wr] = pick(DATES, k + 3);
      return [
        `${mt} for ${vt} ${wt}`,
        {
          measures: [m(mn)],
          timeDimensions: time(wr),
          filters: [{ member: m(vm), operator: LISTED.has(vm) ? 'contains' : 'equals', values: [vv] }],
        },
      ];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 5);
      const [wt, wr] = pick(DATES, k + 4);
      const [unit, g] = pick(
        [
          ['per month', 'month'],
          ['by week', 'week'],
          ['monthly', 'month'],
          ['per quarter', 'quarter'],
        ],
        k,
      );
      return [`${mt} ${unit} ${wt}`, { measures: [m(mn)], timeDimensions: time(wr, g) }];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 6);
      const [wt, wr, auto] = pick(DATES, k + 5);
      return [`${mt} trend ${wt}`, { measures: [m(mn)], timeDimensions: time(wr, auto) }];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 7);
      const [dt, , dn] = pick(view.dimensions, k + 4);
      const [vt, vm, vv] = pick(view.values, k + 3);
      if (vm === dn) return undefined;
      return [
        `${mt} by ${dt} for ${vt}`,
        {
          measures: [m(mn)],
          dimensions: grouped(dn),
          filters: [{ member: m(vm), operator: LISTED.has(vm) ? 'contains' : 'equals', values: [vv] }],
        },
      ];
    },
    (k) => {
      const [mt, mn] = pick(view.measures, k + 4);
      const [vt, vm, vv] = pick(view.values, k + 5);
      const [wt, wr] = pick(DATES, k + 1);
      if (vt.includes(' to ')) return undefined;
      return [
        `${mt} excluding ${vt} ${wt}`,
        {
          measures: [m(mn)],
          timeDimensions: time(wr),
          filters: [{ member: m(vm), operator: LISTED.has(vm) ? 'notContains' : 'notEquals', values: [vv] }],
        },
      ];
    },
  ];
  const seen = new Set();
  for (let k = 0; out.length < 216 && k < 200; k++) {
    for (const template of TEMPLATES) {
      const made = template(k);
      if (!made || seen.has(made[0])) continue;
      seen.add(made[0]);
      out.push({ question: made[0], cubeName: cube, expected: made[1] });
    }
  }
  return out;
}

for (const [cube, view] of Object.entries(VIEWS)) {
  const list = questions(cube, view);
  writeFileSync(new URL(view.file, import.meta.url), `${JSON.stringify(list, null, 2)}\n`);
  console.log(`${view.file}: ${list.length} questions`);
}
