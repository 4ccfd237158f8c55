import type { ReportDefinition } from './report-definition.js';
import * as V from './hotel-report-kit.js';
import { HOTEL_CHARTS as C, HOTEL_KPIS as K } from './hotel-report-common.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';

const R = HOTEL_DIMENSIONS.reservations;

/**
 * The spend overview of a hotel product: what was spent, where, with which chains and clients,
 * and how much of it Hotelsaver tracked. HPA products add the tracked-reservation averages of the
 * HPA cards; HPA Premium adds rates against the market and the negotiated-rate share.
 */
export function hotelSpendOverview(product: V.HotelReportProduct, reportName: string): ReportDefinition {
  const { hpa, premium } = V.HOTEL_PRODUCT_TRAITS[product];
  const pages = [
    V.hotelPage(product, 'SpendOverview', 'Spend overview', [
      K.totalSpend,
      K.trackedSpend,
      K.trackingRatio,
      V.kpi('reservations', 'Reservations', M.reservations),
      V.kpi('nights', 'Nights', M.nights),
      K.adr,
      V.monthly('spend-by-month', 'Hotel spend by month', [M.totalSpend, M.trackedSpend, M.reservations], {
        layout: 'wide',
      }),
      C.spendByTracking('Hotelsaver tracks refundable reservations booked from the client’s go-live on.'),
      V.top('spend-by-chain', 'Spend by hotel chain', M.totalSpend, R.chain),
    ]),
    V.hotelPage(product, 'DestinationsAndClients', 'Destinations and clients', [
      V.top('spend-by-city', 'Top stay cities by spend', M.totalSpend, R.city),
      V.top('adr-by-city', 'Average daily rate in the top cities', M.adr, R.city, {
        measures: [M.adr, M.nights],
        order: { [M.nights]: 'desc' },
      }),
      V.pie('spend-by-country', 'Spend by stay country', [M.totalSpend], R.country, { limit: 8 }),
      V.table('clients', 'Spend by client', R.client, [
        M.totalSpend,
        M.trackedSpend,
        M.trackingRatio,
        M.reservations,
        M.nights,
        M.adr,
      ]),
    ]),
    V.hotelPage(product, 'BookingBehaviour', 'Booking behaviour', [
      ...(hpa
        ? [
            V.kpi(
              'avg-tracked-spend',
              'Average tracked spend',
              M.avgTrackedSpend,
              'Per tracked reservation.',
            ),
            V.kpi('avg-nights', 'Average nights', M.avgTrackedNights, 'Per tracked reservation.'),
            V.kpi(
              'avg-days',
              'Average days before check-in',
              M.avgDaysBeforeCheckin,
              'Of tracked reservations.',
            ),
          ]
        : []),
      V.bands(
        'reservations-by-lead-time',
        'Reservations by booking lead time',
        [M.reservations],
        R.leadTime,
        R.leadTimeStart,
        {
          note: 'Days between booking and check-in.',
        },
      ),
      V.bands('spend-by-stars', 'Spend by star rating', [M.totalSpend], R.stars),
      V.pie('nights-by-room', 'Nights by room type', [M.nights], R.roomType),
      V.table('hotels', 'Top hotels by spend', R.hotel, [M.totalSpend, M.nights, M.adr], {
        layout: 'half',
        limit: 50,
      }),
    ]),
  ];
  if (premium) {
    pages.push(
      V.hotelPage(product, 'RatesAgainstMarket', 'Rates against the market', [
        V.kpi('market-adr', 'Average daily market rate', M.marketAdr),
        K.discountLevel,
        V.kpi('negotiated-share', 'Spend on a negotiated rate', M.negotiatedRateShare),
        V.monthly('savings-against-market-by-month', 'Savings against market rates by month', [
          M.savingsAgainstMarket,
        ]),
        V.pie('spend-by-rate-type', 'Spend by rate type', [M.totalSpend], R.rateType),
        V.table('chains-against-market', 'Chains against the market', R.chain, [
          M.totalSpend,
          M.adr,
          M.marketAdr,
          M.discountLevel,
          M.negotiatedRateShare,
        ]),
      ]),
    );
  }
  return V.hotelReport(
    product,
    reportName,
    'Spend overview',
    'hotel spend by month, chain, destination and client, and the share Hotelsaver tracked.',
    pages,
  );
}
