import type {
  hotelCompanySavingsView,
  HotelCompanySavingsData,
  HotelTrackedSpendData,
  ViewParams,
} from '@tripsight/core/views';
import type { Dialect } from '../dialect/dialect.js';
import { moneyColumn } from '../sql/money.js';
import { count, money, ratio, SavingsSql } from '../sql/savings-sql.js';
import type { QueryScope } from '../sql/scope.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import type { AnalyticsQuery } from './query-params.js';
import { firstRow, selectAs } from './view-query.js';

/*
 * The company savings and tracked spend figures of the Hotelsaver overview, shared by its views and
 * its exports: the SELECT lists under the HPA, property-manager-only and automation flags.
 */

/** The flags of every hotel savings view (one contract's parameters stand for all six). */
export type HotelFlags = ViewParams<typeof hotelCompanySavingsView>;

/**
 * The condition limiting summary or row-table rows to the flags asked for (isHPA, isPMOnly,
 * isAutorebook); TRUE when none is. Column names only: the flags are booleans, never user text.
 */
export function flagCondition({ isHPA, isPMOnly, isAutorebook }: HotelFlags): string {
  const conditions = [isHPA && 'is_hpa', isPMOnly && 'is_pm_only', isAutorebook && 'is_autorebook'];
  const set = conditions.filter((c): c is string => typeof c === 'string');
  return set.length > 0 ? set.join(' AND ') : 'TRUE';
}

/** `a / b` as a money amount (0 when b is 0). */
const per = (dialect: Dialect, a: string, b: string) => money(dialect, `${a} / nullif(${b}, 0)`);
/** `a / b` rounded to one decimal (nights, days; docs/rules/hotel.md#hotel-metrics). */
const perOneDecimal = (dialect: Dialect, a: string, b: string) =>
  `${dialect.round(`coalesce(${a} / nullif(${b}, 0), 0)`, 1)}::DOUBLE`;

/**
 * The figures of `/companySavings`, for the views and the executive summary alike: realized and
 * potential savings, rebookings and ratios; the HPA averages with `isHPA`. The savings per
 * reservation figures come with `isHPA` or when `perReservation` asks for them (the overview).
 */
export async function companySavingsFigures(
  warehouse: Warehouse,
  scope: QueryScope,
  query: AnalyticsQuery,
  params: HotelFlags,
  { perReservation = false }: { perReservation?: boolean } = {},
): Promise<HotelCompanySavingsData> {
  const q = new SavingsSql(scope, query);
  const goLive = await q.goLiveDate(warehouse);
  const flags = flagCondition(params);
  const bookedSpend = moneyColumn('booked_spend', scope.currency);
  const allSpend = moneyColumn('all_spend', scope.currency);
  const perReservationFigures =
    params.isHPA || perReservation
      ? {
          reservationWithSavingsRatio: ratio(scope.dialect, 's.rebooked', 't.tracked'),
          savingsPerReservation: per(scope.dialect, 's.accepted', 't.tracked'),
          savingsPerReservationRatio: ratio(scope.dialect, 's.accepted', 's.rebooked_spend'),
        }
      : {};
  const hpa = params.isHPA
    ? {
        avgNightlySavings: per(scope.dialect, 's.accepted', 's.rebooked_nights'),
        avgReservationSavings: per(scope.dialect, 's.accepted', 's.rebooked'),
      }
    : {};
  const rows = await warehouse.all<HotelCompanySavingsData>(
    `WITH s AS (
      SELECT sum(${q.savings}) FILTER (WHERE is_rebooked) AS accepted,
        sum(pnrs) FILTER (WHERE is_rebooked) AS rebooked,
        sum(nights) FILTER (WHERE is_rebooked) AS rebooked_nights,
        sum(${bookedSpend}) FILTER (WHERE is_rebooked) AS rebooked_spend,
        sum(${q.savings}) FILTER (WHERE is_sent) AS sent_savings,
        sum(pnrs) FILTER (WHERE is_sent) AS sent_pnrs,
        sum(accepted_deals) AS accepted_deals, sum(all_sent_deals) AS sent_deals,
        sum(${q.savings}) AS found_savings
      FROM ${q.range('savings')} WHERE ${flags}
    ), t AS (
      SELECT sum(${q.spend}) AS spend, sum(${allSpend}) AS all_spend, sum(tracked_pnrs) AS tracked
      FROM ${q.range('tracked')} WHERE ${flags}
    )
    SELECT ${selectAs<HotelCompanySavingsData>({
      acceptedSavings: money(scope.dialect, 's.accepted'),
      rebookings: count('s.rebooked'),
      acceptedSavingsRatio: ratio(scope.dialect, 's.accepted', 't.spend'),
      potentialSentSavings: money(scope.dialect, 's.sent_savings'),
      PNRswithSentDeals: count('s.sent_pnrs'),
      rebookingPerformanceRatio: ratio(scope.dialect, 's.accepted_deals', 's.sent_deals'),
      savingsUpto: money(scope.dialect, 's.found_savings'),
      savingsUptoRate: ratio(scope.dialect, 's.found_savings', 't.all_spend'),
      goLiveDate: goLive,
      ...perReservationFigures,
      ...hpa,
    })}
    FROM s, t`,
    q.params.values,
  );
  return firstRow(rows);
}

/** The figures of `/trackedSpend` (see `companySavingsFigures`). */
export async function trackedSpendFigures(
  warehouse: Warehouse,
  scope: QueryScope,
  query: AnalyticsQuery,
  params: HotelFlags,
): Promise<HotelTrackedSpendData> {
  const q = new SavingsSql(scope, query);
  const allSpend = moneyColumn('all_spend', scope.currency);
  const hpa = params.isHPA
    ? {
        avgTrackedSpend: per(scope.dialect, 'sum(spend)', 'sum(tracked)'),
        avgTrackedNumNights: perOneDecimal(scope.dialect, 'sum(nights)', 'sum(tracked)'),
        avgDaysBeforeCheckin: perOneDecimal(scope.dialect, 'sum(days_before)', 'sum(tracked)'),
      }
    : {};
  const rows = await warehouse.all<HotelTrackedSpendData>(
    `SELECT ${selectAs<HotelTrackedSpendData>({
      trackedSpend: money(scope.dialect, 'sum(spend)'),
      trackingRatio: ratio(scope.dialect, 'sum(spend)', 'sum(all_spend)'),
      trackedPNRs: count('sum(tracked)'),
      ...hpa,
    })}
    FROM (SELECT ${q.spend} AS spend, ${allSpend} AS all_spend, tracked_pnrs AS tracked,
        tracked_nights AS nights, tracked_days_before AS days_before
      FROM ${q.range('tracked')} WHERE ${flagCondition(params)})`,
    q.params.values,
  );
  return firstRow(rows);
}

/** The money fields of the company savings figures (see `companySavingsFigures`). */
export function companySavingsMoney(params: HotelFlags, perReservation = false) {
  return [
    'acceptedSavings',
    'potentialSentSavings',
    'savingsUpto',
    ...(params.isHPA || perReservation ? (['savingsPerReservation'] as const) : []),
    ...(params.isHPA ? (['avgNightlySavings', 'avgReservationSavings'] as const) : []),
  ] as const;
}

/** The money fields of the tracked spend figures. */
export const trackedSpendMoney = (params: HotelFlags) =>
  params.isHPA ? (['trackedSpend', 'avgTrackedSpend'] as const) : (['trackedSpend'] as const);
