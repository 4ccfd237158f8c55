import type { ReportDefinition } from './report-definition.js';
import * as V from './hotel-report-kit.js';
import { HOTEL_KPIS as K } from './hotel-report-common.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';

const D = HOTEL_DIMENSIONS.deals;
const REBOOKED = { member: D.status, operator: 'equals' as const, values: ['Rebooked'] };

/**
 * The savings details of a hotel product: realized savings (reservations rebooked at a lower rate)
 * by month, chain, destination and client, and the rebooked reservations one by one. HPA products
 * add the savings per rebooked night.
 */
export function hotelSavingsDetails(product: V.HotelReportProduct, reportName: string): ReportDefinition {
  const { hpa } = V.HOTEL_PRODUCT_TRAITS[product];
  return V.hotelReport(
    product,
    reportName,
    'Savings details',
    'the savings realized by rebooking reservations at lower rates, where they came from and for whom.',
    [
      V.hotelPage(product, 'Savings', 'Realized savings', [
        K.acceptedSavings,
        K.rebookings,
        V.kpi('avg-reservation-savings', 'Savings per rebooked reservation', M.avgReservationSavings),
        ...(hpa ? [K.avgNightlySavings] : []),
        K.savingsRate,
        K.rebookingPerformance,
        V.monthly('savings-by-month', 'Realized savings by month', [M.acceptedSavings, M.rebookings], {
          layout: 'wide',
          note: 'Savings count in the month the lower rate was found.',
        }),
        V.pie('savings-by-chain', 'Savings by hotel chain', [M.acceptedSavings, M.rebookings], D.chain),
        V.monthly('net-savings-by-month', 'Realized savings net of fees by month', [M.netAcceptedSavings]),
      ]),
      V.hotelPage(product, 'ClientsAndDestinations', 'Clients and destinations', [
        V.table('savings-by-client', 'Savings by client', D.client, [
          M.acceptedSavings,
          M.rebookings,
          M.avgReservationSavings,
          M.rebookingPerformanceRatio,
        ]),
        V.top('savings-by-city', 'Top stay cities by savings', M.acceptedSavings, D.city),
        V.top('savings-by-hotel', 'Top hotels by savings', M.acceptedSavings, D.hotel),
      ]),
      V.hotelPage(product, 'RebookedReservations', 'Rebooked reservations', [
        V.table(
          'rebooked-reservations',
          'Rebooked reservations',
          D.reservation,
          [M.acceptedSavings, M.originalSpend, M.spendAfterRebooking, M.rebookedNights],
          {
            filters: [REBOOKED],
            limit: 500,
            note: 'The 500 rebooked reservations with the largest savings.',
          },
        ),
      ]),
    ],
  );
}
