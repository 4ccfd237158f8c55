import type { ReportDefinition } from './report-definition.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';
import {
  HOTEL_PRODUCT_TRAITS,
  hotelPage,
  hotelReportFlags,
  kpi,
  type HotelReportProduct,
} from './hotel-report-visuals.js';

const D = HOTEL_DIMENSIONS.deals;
const REBOOKED = { member: D.status, operator: 'equals' as const, values: ['Rebooked'] };

/**
 * The savings details of a hotel product: realized savings (reservations rebooked at a lower rate)
 * by month, chain, destination and client, and the rebooked reservations one by one. HPA products
 * add the savings per rebooked night.
 */
export function hotelSavingsDetails(product: HotelReportProduct, reportName: string): ReportDefinition {
  const { hpa, productName } = HOTEL_PRODUCT_TRAITS[product];
  return {
    reportName,
    title: 'Savings details',
    description: `${productName}: the savings realized by rebooking reservations at lower rates, where they came from and for whom.`,
    flags: hotelReportFlags(product),
    exportable: true,
    pages: [
      hotelPage(product, 'Savings', 'Realized savings', [
        kpi('accepted-savings', 'Realized savings', M.acceptedSavings),
        kpi('rebookings', 'Rebooked reservations', M.rebookings),
        kpi('avg-reservation-savings', 'Savings per rebooked reservation', M.avgReservationSavings),
        ...(hpa ? [kpi('avg-nightly-savings', 'Savings per rebooked night', M.avgNightlySavings)] : []),
        kpi('savings-rate', 'Savings on the rebooked spend', M.savingsRate),
        kpi(
          'rebooking-performance',
          'Rebooking performance ratio',
          M.rebookingPerformanceRatio,
          'Accepted over sent lower rates.',
        ),
        {
          id: 'savings-by-month',
          title: 'Realized savings by month',
          kind: 'bar',
          layout: 'wide',
          measures: [M.acceptedSavings, M.rebookings],
          byMonth: true,
          note: 'Savings count in the month the lower rate was found.',
        },
        {
          id: 'savings-by-chain',
          title: 'Savings by hotel chain',
          kind: 'pie',
          layout: 'half',
          measures: [M.acceptedSavings, M.rebookings],
          dimensions: [D.chain],
        },
        {
          id: 'net-savings-by-month',
          title: 'Realized savings net of fees by month',
          kind: 'bar',
          layout: 'half',
          measures: [M.netAcceptedSavings],
          byMonth: true,
        },
      ]),
      hotelPage(product, 'ClientsAndDestinations', 'Clients and destinations', [
        {
          id: 'savings-by-client',
          title: 'Savings by client',
          kind: 'table',
          layout: 'wide',
          measures: [M.acceptedSavings, M.rebookings, M.avgReservationSavings, M.rebookingPerformanceRatio],
          dimensions: [D.client],
        },
        {
          id: 'savings-by-city',
          title: 'Top stay cities by savings',
          kind: 'horizontalBar',
          layout: 'half',
          measures: [M.acceptedSavings],
          dimensions: [D.city],
          limit: 10,
        },
        {
          id: 'savings-by-hotel',
          title: 'Top hotels by savings',
          kind: 'horizontalBar',
          layout: 'half',
          measures: [M.acceptedSavings],
          dimensions: [D.hotel],
          limit: 10,
        },
      ]),
      hotelPage(product, 'RebookedReservations', 'Rebooked reservations', [
        {
          id: 'rebooked-reservations',
          title: 'Rebooked reservations',
          kind: 'table',
          layout: 'wide',
          measures: [M.acceptedSavings, M.originalSpend, M.spendAfterRebooking, M.rebookedNights],
          dimensions: [D.reservation],
          filters: [REBOOKED],
          limit: 500,
          note: 'The 500 rebooked reservations with the largest savings.',
        },
      ]),
    ],
  };
}
