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

/**
 * The rebooking impact of a hotel product: what the rebooked reservations cost before and after
 * rebooking, the rebooking performance against its 80 % benchmark, and when in a stay's lead time
 * and with which chains rebooking pays. HPA products add the savings per rebooked night.
 */
export function hotelRebookingImpact(product: HotelReportProduct, reportName: string): ReportDefinition {
  const { hpa, productName } = HOTEL_PRODUCT_TRAITS[product];
  return {
    reportName,
    title: 'Rebooking impact',
    description: `${productName}: the rebooked reservations before and after rebooking, and how rebooking performs.`,
    flags: hotelReportFlags(product),
    exportable: true,
    pages: [
      hotelPage(product, 'Impact', 'Before and after rebooking', [
        kpi('rebookings', 'Rebooked reservations', M.rebookings),
        kpi('original-spend', 'Spend before rebooking', M.originalSpend),
        kpi('spend-after', 'Spend after rebooking', M.spendAfterRebooking),
        kpi('accepted-savings', 'Realized savings', M.acceptedSavings),
        kpi('savings-rate', 'Savings on the rebooked spend', M.savingsRate),
        hpa
          ? kpi('avg-nightly-savings', 'Savings per rebooked night', M.avgNightlySavings)
          : kpi('rebooked-nights', 'Rebooked nights', M.rebookedNights),
        {
          id: 'rebooking-performance-by-month',
          title: 'Rebooking performance ratio by month',
          kind: 'line',
          layout: 'wide',
          measures: [M.rebookingPerformanceRatio],
          byMonth: true,
          benchmark: { ...REBOOKING_BENCHMARK },
          note: 'Accepted over sent lower rates; above 80 % is over the benchmark.',
        },
        {
          id: 'spend-after-by-month',
          title: 'Spend after rebooking by month',
          kind: 'bar',
          layout: 'half',
          measures: [M.spendAfterRebooking, M.originalSpend],
          byMonth: true,
        },
        {
          id: 'savings-rate-by-month',
          title: 'Savings on the rebooked spend by month',
          kind: 'line',
          layout: 'half',
          measures: [M.savingsRate],
          byMonth: true,
        },
      ]),
      hotelPage(product, 'Timing', 'When rebooking pays', [
        {
          id: 'rebookings-by-lead-time',
          title: 'Rebooked reservations by days before check-in',
          kind: 'bar',
          layout: 'half',
          measures: [M.rebookings, M.acceptedSavings],
          dimensions: [D.leadTime, D.leadTimeStart],
          order: { [D.leadTimeStart]: 'asc' },
          note: 'Days between the lower rate found and check-in.',
        },
        {
          id: 'savings-by-nights',
          title: 'Savings per rebooked reservation by nights of the stay',
          kind: 'bar',
          layout: 'half',
          measures: [M.avgReservationSavings, M.rebookings],
          dimensions: [D.nights],
          order: { [D.nights]: 'asc' },
        },
        {
          id: 'rebookings-by-automation',
          title: 'Rebooked reservations under rebooking automation',
          kind: 'pie',
          layout: 'half',
          measures: [M.rebookings],
          dimensions: [D.automation],
        },
        {
          id: 'performance-by-automation',
          title: 'Rebooking performance ratio under rebooking automation',
          kind: 'bar',
          layout: 'half',
          measures: [M.rebookingPerformanceRatio],
          dimensions: [D.automation],
        },
      ]),
      hotelPage(product, 'Chains', 'By hotel chain', [
        {
          id: 'impact-by-chain',
          title: 'Rebooking impact by hotel chain',
          kind: 'table',
          layout: 'wide',
          measures: [M.acceptedSavings, M.rebookings, M.originalSpend, M.spendAfterRebooking, M.savingsRate],
          dimensions: [D.chain],
        },
      ]),
    ],
  };
}
