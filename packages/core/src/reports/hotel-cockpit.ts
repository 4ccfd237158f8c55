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
 * The rate optimizer cockpit of an HPA product: the programme's headline figures on one page
 * (tracked spend, realized and open savings, rebooking performance against its benchmark, rates),
 * then chains, cities and clients side by side. HPA Premium adds the market-rate figures.
 */
export function hotelCockpit(product: HotelReportProduct, reportName: string): ReportDefinition {
  const { premium, productName } = HOTEL_PRODUCT_TRAITS[product];
  const cityRates = premium ? [M.adr, M.marketAdr, M.discountLevel, M.negotiatedRateShare] : [M.adr];
  return {
    reportName,
    title: premium ? 'Cockpit' : 'Rate optimizer cockpit',
    description: `${productName}: the hotel programme's spend, savings and rates at a glance.`,
    flags: hotelReportFlags(product),
    exportable: true,
    pages: [
      hotelPage(product, 'Cockpit', 'Cockpit', [
        kpi('tracked-spend', 'Tracked spend', M.trackedSpend),
        kpi('accepted-savings', 'Realized savings', M.acceptedSavings),
        kpi('savings-not-accepted', 'Savings not accepted', M.savingsNotAccepted),
        kpi('tracking-ratio', 'Tracking ratio', M.trackingRatio),
        kpi('rebooking-performance', 'Rebooking performance ratio', M.rebookingPerformanceRatio),
        premium
          ? kpi('discount', 'Discount on market rates', M.discountLevel)
          : kpi('adr', 'Average daily rate', M.adr),
        {
          id: 'rebooking-performance-by-month',
          title: 'Rebooking performance ratio by month',
          kind: 'line',
          layout: 'wide',
          measures: [M.rebookingPerformanceRatio],
          byMonth: true,
          benchmark: { ...REBOOKING_BENCHMARK },
        },
        {
          id: 'savings-by-month',
          title: 'Realized savings by month',
          kind: 'bar',
          layout: 'half',
          measures: [M.acceptedSavings],
          byMonth: true,
        },
        {
          id: 'tracked-spend-by-month',
          title: 'Tracked spend by month',
          kind: 'bar',
          layout: 'half',
          measures: [M.trackedSpend],
          byMonth: true,
        },
      ]),
      hotelPage(product, 'RateOptimizer', 'Chains and cities', [
        {
          id: 'chains',
          title: 'Hotel chains',
          kind: 'table',
          layout: 'wide',
          measures: [M.acceptedSavings, M.rebookings, M.savingsNotAccepted, M.rebookingPerformanceRatio],
          dimensions: [D.chain],
        },
        {
          id: 'cities',
          title: 'Stay cities',
          kind: 'table',
          layout: 'wide',
          measures: [M.totalSpend, M.nights, ...cityRates, M.trackingRatio],
          dimensions: [R.city],
          limit: 50,
        },
      ]),
      hotelPage(product, 'Clients', 'Clients', [
        {
          id: 'client-savings',
          title: 'Realized savings by client',
          kind: 'horizontalBar',
          layout: 'half',
          measures: [M.acceptedSavings],
          dimensions: [D.client],
          limit: 10,
        },
        {
          id: 'client-tracking',
          title: 'Tracking ratio by client',
          kind: 'horizontalBar',
          layout: 'half',
          measures: [M.trackingRatio, M.totalSpend],
          dimensions: [R.client],
          order: { [M.totalSpend]: 'desc' },
          limit: 10,
        },
      ]),
    ],
  };
}
