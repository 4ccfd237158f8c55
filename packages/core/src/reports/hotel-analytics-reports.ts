import { exportableReport, type ReportDefinition } from './report-definition.js';
import * as V from './hotel-report-kit.js';
import { insights, type HotelVisualSpec } from './hotel-report-visuals.js';

/*
 * The four Hotels Analytics reports of the Hotel Supplier Insights group: the negotiated hotel
 * programme read from the supplier insights cube, one stay per row, dated by check-in. Rates are
 * ratios of sums over the rows a visual groups (coverage = covered spend / spend, availability =
 * spend with the negotiated rate offered / covered spend, utilisation = spend on it / spend with it
 * offered), so they chain: coverage × availability × utilisation = the on-negotiated share.
 */

/** The members the reports read. */
const M = {
  spend: insights('spend{currency}'),
  missedSavings: insights('missedSavings{currency}'),
  nights: insights('nights'),
  reservations: insights('reservations'),
  coverage: insights('coverageRate'),
  availability: insights('availabilityRate'),
  utilization: insights('utilizationRate'),
  discount: insights('discountLevel'),
} as const;

const D = {
  chain: insights('hotelMasterChain'),
  hotel: insights('hotelName'),
  city: insights('destinationCity'),
  country: insights('destinationCountry'),
  rateType: insights('rateType'),
} as const;

const NOTES = {
  coverage: 'Covered spend (a property, chainwide or TMC rate exists) over all hotel spend.',
  availability: 'Of the covered spend, the share where the negotiated rate was offered at booking.',
  utilization: 'Of the spend where the negotiated rate was offered, the share booked on it.',
  discount:
    'Spend-weighted: 1 − paid / market over negotiated nights. Market is the lowest qualified comparable public rate for the same hotel, room type and dates, not the best available rate.',
  missedSavings: 'What the nights booked without an available negotiated rate would have saved on it.',
} as const;

const page = (name: string, displayName: string, visuals: readonly HotelVisualSpec[], note?: string) =>
  V.hotelPage('hotelsaver', name, displayName, visuals, note);

/** The programme rates of a row: coverage, availability, utilisation, discount and their n. */
const RATES = [M.coverage, M.availability, M.utilization, M.discount, M.nights];

/** The nights every figure of a report is read over, as a KPI. */
const nightsKpi = V.kpi('nights', 'Nights', M.nights);

/** `measure` by month with the nights it is read over, the page wide. */
const monthlyWithNights = (id: string, title: string, measure: string) =>
  V.monthly(id, title, [measure, M.nights], { layout: 'wide' });

/**
 * How a report of one rate opens: the rate as a KPI with its note, `beside` it, the nights, and the
 * rate by month.
 */
const headline = (
  rate: 'availability' | 'coverage' | 'discount',
  title: string,
  beside: HotelVisualSpec,
): HotelVisualSpec[] => [
  V.kpi(rate, title, M[rate], NOTES[rate]),
  beside,
  nightsKpi,
  monthlyWithNights(`${rate}-by-month`, `${title} by month`, M[rate]),
];

const rateKpis = [
  V.kpi('coverage', 'Coverage', M.coverage, NOTES.coverage),
  V.kpi('availability', 'Availability', M.availability, NOTES.availability),
  V.kpi('utilization', 'Utilization', M.utilization, NOTES.utilization),
];

const overview = exportableReport(
  'HotelsAnalyticsOverview',
  'Hotels analytics overview',
  'What the hotel programme covers, how often its rates are offered and used, and what they save.',
  [
    page('Programme', 'Programme', [
      V.kpi('spend', 'Hotel spend', M.spend),
      nightsKpi,
      V.kpi('reservations', 'Reservations', M.reservations),
      ...rateKpis,
      V.kpi('discount', 'Discount level', M.discount, NOTES.discount),
      V.kpi('missed-savings', 'Missed savings', M.missedSavings, NOTES.missedSavings),
      monthlyWithNights('spend-by-month', 'Hotel spend by month', M.spend),
      V.pie('spend-by-rate-type', 'Spend by rate type', [M.spend], D.rateType, {
        note: 'Stays with no negotiated rate show as not covered.',
      }),
      V.top('spend-by-chain', 'Top chains by spend', M.spend, D.chain),
    ]),
    page('Chains', 'Chains and destinations', [
      V.table('chains', 'Programme rates by chain', D.chain, [M.spend, ...RATES], {
        order: { [M.spend]: 'desc' },
        limit: 50,
      }),
      V.top('spend-by-city', 'Top cities by spend', M.spend, D.city),
      V.pie('spend-by-country', 'Spend by country', [M.spend], D.country, { limit: 8 }),
    ]),
  ],
);

const availability = exportableReport(
  'HotelsAnalyticsAvailability',
  'Hotels analytics availability',
  'Where negotiated rates were not offered at booking, and what that cost.',
  [
    page('Availability', 'Availability', [
      ...headline(
        'availability',
        'Availability',
        V.kpi('missed-savings', 'Missed savings', M.missedSavings, NOTES.missedSavings),
      ),
      V.top('missed-by-chain', 'Missed savings by chain', M.missedSavings, D.chain),
      V.top('missed-by-city', 'Missed savings by city', M.missedSavings, D.city),
    ]),
    page('Hotels', 'Hotels', [
      V.table(
        'hotels',
        'Hotels by missed savings',
        D.hotel,
        [M.missedSavings, M.availability, M.spend, M.nights],
        {
          limit: 50,
        },
      ),
    ]),
  ],
);

const coverage = exportableReport(
  'HotelsAnalyticsNegotiatedRateCoverage',
  'Hotels analytics negotiated rate coverage',
  'How much of the hotel spend a negotiated rate covers, by rate type, chain and hotel.',
  [
    page('Coverage', 'Coverage', [
      ...headline('coverage', 'Coverage', V.kpi('spend', 'Hotel spend', M.spend)),
      V.pie('spend-by-rate-type', 'Spend by rate type', [M.spend], D.rateType),
      V.table('chains', 'Coverage by chain', D.chain, [M.spend, M.coverage, M.nights], {
        layout: 'half',
        limit: 20,
      }),
    ]),
    page('Opportunities', 'Opportunities', [
      V.table('hotels', 'Hotels by spend, with their coverage', D.hotel, [M.spend, M.coverage, M.nights], {
        limit: 50,
        note: 'A hotel with much spend and low coverage is the next rate to negotiate.',
      }),
    ]),
  ],
);

const benchmarking = exportableReport(
  'HotelsAnalyticsNegotiatedRateBenchmarking',
  'Hotels analytics negotiated rate benchmarking',
  'How deep the negotiated discounts are against the market, by rate type, chain and hotel.',
  [
    page('Discount', 'Discount level', [
      ...headline(
        'discount',
        'Discount level',
        V.kpi('utilization', 'Utilization', M.utilization, NOTES.utilization),
      ),
      V.top('discount-by-rate-type', 'Discount level by rate type', M.discount, D.rateType, {
        measures: [M.discount, M.nights],
      }),
      V.top('discount-by-chain', 'Discount level by chain', M.discount, D.chain, {
        measures: [M.discount, M.nights],
        order: { [M.nights]: 'desc' },
        note: 'The ten chains with the most nights.',
      }),
    ]),
    page('Hotels', 'Hotels', [
      V.table('hotels', 'Discount level by hotel', D.hotel, [M.discount, M.spend, M.nights], {
        order: { [M.nights]: 'desc' },
        limit: 50,
      }),
    ]),
  ],
);

/** The Hotels Analytics reports of the Hotel Supplier Insights group. */
export const HOTEL_ANALYTICS_REPORTS: readonly ReportDefinition[] = [
  overview,
  availability,
  coverage,
  benchmarking,
];
