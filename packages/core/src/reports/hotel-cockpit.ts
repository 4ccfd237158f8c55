import type { ReportDefinition } from './report-definition.js';
import * as V from './hotel-report-kit.js';
import { HOTEL_CHARTS as C, HOTEL_KPIS as K } from './hotel-report-common.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';

const D = HOTEL_DIMENSIONS.deals;
const R = HOTEL_DIMENSIONS.reservations;

/**
 * The rate optimizer cockpit of an HPA product: the programme's headline figures on one page
 * (tracked spend, realized and open savings, rebooking performance against its benchmark, rates),
 * then chains, cities and clients side by side. HPA Premium adds the market-rate figures.
 */
export function hotelCockpit(product: V.HotelReportProduct, reportName: string): ReportDefinition {
  const { premium } = V.HOTEL_PRODUCT_TRAITS[product];
  const cityRates = premium ? [M.adr, M.marketAdr, M.discountLevel, M.negotiatedRateShare] : [M.adr];
  return V.hotelReport(
    product,
    reportName,
    premium ? 'Cockpit' : 'Rate optimizer cockpit',
    "the hotel programme's spend, savings and rates at a glance.",
    [
      V.hotelPage(product, 'Cockpit', 'Cockpit', [
        K.trackedSpend,
        K.acceptedSavings,
        K.savingsNotAccepted,
        K.trackingRatio,
        K.rebookingPerformance,
        premium ? K.discountLevel : K.adr,
        C.rebookingPerformanceByMonth(),
        V.monthly('savings-by-month', 'Realized savings by month', [M.acceptedSavings]),
        V.monthly('tracked-spend-by-month', 'Tracked spend by month', [M.trackedSpend]),
      ]),
      V.hotelPage(product, 'RateOptimizer', 'Chains and cities', [
        V.table('chains', 'Hotel chains', D.chain, [
          M.acceptedSavings,
          M.rebookings,
          M.savingsNotAccepted,
          M.rebookingPerformanceRatio,
        ]),
        V.table('cities', 'Stay cities', R.city, [M.totalSpend, M.nights, ...cityRates, M.trackingRatio], {
          limit: 50,
        }),
      ]),
      V.hotelPage(product, 'Clients', 'Clients', [
        V.top('client-savings', 'Realized savings by client', M.acceptedSavings, D.client),
        V.top('client-tracking', 'Tracking ratio by client', M.trackingRatio, R.client, {
          measures: [M.trackingRatio, M.totalSpend],
          order: { [M.totalSpend]: 'desc' },
        }),
      ]),
    ],
  );
}
