import type { ReportDefinition } from './report-definition.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';
import {
  HOTEL_PRODUCT_TRAITS,
  hotelPage,
  hotelReportFlags,
  kpi,
  REBOOKING_BENCHMARK,
  type HotelReportProduct,
} from './hotel-report-visuals.js';

const D = HOTEL_DIMENSIONS.deals;
const R = HOTEL_DIMENSIONS.reservations;

/**
 * The savings opportunities of a hotel product: the lower rates Hotelsaver found that were not
 * realized (sent and not accepted, or under the sending threshold), where they are, and the spend
 * Hotelsaver could not track (non-refundable, or booked before go-live).
 */
export function hotelSavingsOpportunities(product: HotelReportProduct, reportName: string): ReportDefinition {
  const { productName } = HOTEL_PRODUCT_TRAITS[product];
  return {
    reportName,
    title: 'Savings opportunities',
    description: `${productName}: lower rates found but not rebooked, and spend Hotelsaver could not track.`,
    flags: hotelReportFlags(product),
    exportable: true,
    pages: [
      hotelPage(product, 'Opportunities', 'Lower rates not realized', [
        kpi('savings-upto', 'Savings up to', M.savingsUpto, 'Every lower rate found, sent or not.'),
        kpi('savings-not-accepted', 'Savings not accepted', M.savingsNotAccepted),
        kpi(
          'not-accepted-reservations',
          'Reservations with a lower rate not accepted',
          M.notAcceptedReservations,
        ),
        kpi('savings-not-sent', 'Savings under the sending threshold', M.savingsNotSent),
        kpi('sent-savings', 'Savings of the lower rates sent', M.sentSavings),
        kpi('rebooking-performance', 'Rebooking performance ratio', M.rebookingPerformanceRatio),
        {
          id: 'savings-by-status',
          title: 'Lower rates found by status',
          kind: 'pie',
          layout: 'half',
          measures: [M.savingsUpto, M.withLowerRate],
          dimensions: [D.status],
        },
        {
          id: 'not-accepted-by-month',
          title: 'Savings not accepted by month',
          kind: 'bar',
          layout: 'half',
          measures: [M.savingsNotAccepted, M.notAcceptedReservations],
          byMonth: true,
        },
        {
          id: 'rebooking-performance-by-month',
          title: 'Rebooking performance ratio by month',
          kind: 'line',
          layout: 'wide',
          measures: [M.rebookingPerformanceRatio],
          byMonth: true,
          benchmark: { ...REBOOKING_BENCHMARK },
        },
      ]),
      hotelPage(product, 'WhereToAct', 'Where to act', [
        {
          id: 'not-accepted-by-client',
          title: 'Savings not accepted by client',
          kind: 'table',
          layout: 'wide',
          measures: [
            M.savingsNotAccepted,
            M.notAcceptedReservations,
            M.sentSavings,
            M.rebookingPerformanceRatio,
          ],
          dimensions: [D.client],
        },
        {
          id: 'not-accepted-by-chain',
          title: 'Savings not accepted by hotel chain',
          kind: 'horizontalBar',
          layout: 'half',
          measures: [M.savingsNotAccepted],
          dimensions: [D.chain],
          limit: 10,
        },
        {
          id: 'not-accepted-by-hotel',
          title: 'Hotels with the most savings not accepted',
          kind: 'horizontalBar',
          layout: 'half',
          measures: [M.savingsNotAccepted],
          dimensions: [D.hotel],
          limit: 10,
        },
      ]),
      hotelPage(
        product,
        'UntrackedSpend',
        'Spend not tracked',
        [
          kpi('untracked-spend', 'Spend not tracked', M.untrackedSpend),
          kpi('tracking-ratio', 'Tracking ratio', M.trackingRatio),
          kpi('total-spend', 'Hotel spend', M.totalSpend),
          {
            id: 'spend-by-tracking',
            title: 'Spend by Hotelsaver tracking',
            kind: 'pie',
            layout: 'half',
            measures: [M.totalSpend],
            dimensions: [R.tracking],
          },
          {
            id: 'untracked-by-client',
            title: 'Spend not tracked by client',
            kind: 'table',
            layout: 'half',
            measures: [M.untrackedSpend, M.trackingRatio, M.totalSpend],
            dimensions: [R.client],
          },
        ],
        'Hotelsaver tracks refundable reservations booked from the client’s go-live on: booking refundable rates widens what it can rebook.',
      ),
    ],
  };
}
