import type { ReportDefinition } from './report-definition.js';
import * as V from './hotel-report-kit.js';
import { HOTEL_CHARTS as C, HOTEL_KPIS as K } from './hotel-report-common.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';

const D = HOTEL_DIMENSIONS.deals;

/**
 * The rebooking impact of a hotel product: what the rebooked reservations cost before and after
 * rebooking, the rebooking performance against its 80 % benchmark, and when in a stay's lead time
 * and with which chains rebooking pays. HPA products add the savings per rebooked night.
 */
export function hotelRebookingImpact(product: V.HotelReportProduct, reportName: string): ReportDefinition {
  const { hpa } = V.HOTEL_PRODUCT_TRAITS[product];
  return V.hotelReport(
    product,
    reportName,
    'Rebooking impact',
    'the rebooked reservations before and after rebooking, and how rebooking performs.',
    [
      V.hotelPage(product, 'Impact', 'Before and after rebooking', [
        K.rebookings,
        V.kpi('original-spend', 'Spend before rebooking', M.originalSpend),
        V.kpi('spend-after', 'Spend after rebooking', M.spendAfterRebooking),
        K.acceptedSavings,
        K.savingsRate,
        hpa ? K.avgNightlySavings : V.kpi('rebooked-nights', 'Rebooked nights', M.rebookedNights),
        C.rebookingPerformanceByMonth('Accepted over sent lower rates; above 80 % is over the benchmark.'),
        V.monthly('spend-after-by-month', 'Spend after rebooking by month', [
          M.spendAfterRebooking,
          M.originalSpend,
        ]),
        V.monthly('savings-rate-by-month', 'Savings on the rebooked spend by month', [M.savingsRate], {
          kind: 'line',
        }),
      ]),
      V.hotelPage(product, 'Timing', 'When rebooking pays', [
        V.bands(
          'rebookings-by-lead-time',
          'Rebooked reservations by days before check-in',
          [M.rebookings, M.acceptedSavings],
          D.leadTime,
          D.leadTimeStart,
          { note: 'Days between the lower rate found and check-in.' },
        ),
        V.bands(
          'savings-by-nights',
          'Savings per rebooked reservation by nights of the stay',
          [M.avgReservationSavings, M.rebookings],
          D.nights,
        ),
        V.pie(
          'rebookings-by-automation',
          'Rebooked reservations under rebooking automation',
          [M.rebookings],
          D.automation,
        ),
        V.bands(
          'performance-by-automation',
          'Rebooking performance ratio under rebooking automation',
          [M.rebookingPerformanceRatio],
          D.automation,
        ),
      ]),
      V.hotelPage(product, 'Chains', 'By hotel chain', [
        V.table('impact-by-chain', 'Rebooking impact by hotel chain', D.chain, [
          M.acceptedSavings,
          M.rebookings,
          M.originalSpend,
          M.spendAfterRebooking,
          M.savingsRate,
        ]),
      ]),
    ],
  );
}
