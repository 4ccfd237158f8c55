import type { ReportDefinition } from './report-definition.js';
import * as V from './hotel-report-kit.js';
import { HOTEL_CHARTS as C, HOTEL_KPIS as K } from './hotel-report-common.js';
import { HOTEL_DIMENSIONS, HOTEL_MEMBERS as M } from './hotel-report-members.js';

const D = HOTEL_DIMENSIONS.deals;
const R = HOTEL_DIMENSIONS.reservations;

/**
 * The savings opportunities of a hotel product: the lower rates Hotelsaver found that were not
 * realized (sent and not accepted, or under the sending threshold), where they are, and the spend
 * Hotelsaver could not track (non-refundable, or booked before go-live).
 */
export function hotelSavingsOpportunities(
  product: V.HotelReportProduct,
  reportName: string,
): ReportDefinition {
  return V.hotelReport(
    product,
    reportName,
    'Savings opportunities',
    'lower rates found but not rebooked, and spend Hotelsaver could not track.',
    [
      V.hotelPage(product, 'Opportunities', 'Lower rates not realized', [
        V.kpi('savings-upto', 'Savings up to', M.savingsUpto, 'Every lower rate found, sent or not.'),
        K.savingsNotAccepted,
        V.kpi(
          'not-accepted-reservations',
          'Reservations with a lower rate not accepted',
          M.notAcceptedReservations,
        ),
        V.kpi('savings-not-sent', 'Savings under the sending threshold', M.savingsNotSent),
        V.kpi('sent-savings', 'Savings of the lower rates sent', M.sentSavings),
        K.rebookingPerformance,
        V.pie('savings-by-status', 'Lower rates found by status', [M.savingsUpto, M.withLowerRate], D.status),
        V.monthly('not-accepted-by-month', 'Savings not accepted by month', [
          M.savingsNotAccepted,
          M.notAcceptedReservations,
        ]),
        C.rebookingPerformanceByMonth(),
      ]),
      V.hotelPage(product, 'WhereToAct', 'Where to act', [
        V.table('not-accepted-by-client', 'Savings not accepted by client', D.client, [
          M.savingsNotAccepted,
          M.notAcceptedReservations,
          M.sentSavings,
          M.rebookingPerformanceRatio,
        ]),
        V.top('not-accepted-by-chain', 'Savings not accepted by hotel chain', M.savingsNotAccepted, D.chain),
        V.top(
          'not-accepted-by-hotel',
          'Hotels with the most savings not accepted',
          M.savingsNotAccepted,
          D.hotel,
        ),
      ]),
      V.hotelPage(
        product,
        'UntrackedSpend',
        'Spend not tracked',
        [
          V.kpi('untracked-spend', 'Spend not tracked', M.untrackedSpend),
          K.trackingRatio,
          K.totalSpend,
          C.spendByTracking(),
          V.table(
            'untracked-by-client',
            'Spend not tracked by client',
            R.client,
            [M.untrackedSpend, M.trackingRatio, M.totalSpend],
            { layout: 'half' },
          ),
        ],
        'Hotelsaver tracks refundable reservations booked from the client’s go-live on: booking refundable rates widens what it can rebook.',
      ),
    ],
  );
}
