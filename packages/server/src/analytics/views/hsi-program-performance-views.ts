import { bucketSql } from '@tripsight/core/hotel-insights';
import { type hotelProgramPerformanceView, type HotelProgramPerformanceData } from '@tripsight/core/views';
import { count } from '../sql/savings-sql.js';
import { HsiSql } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';

/** The money fields of the programme performance figures. */
const PROGRAM_PERFORMANCE_MONEY = [
  'hotelProgramSavings',
  'hotelsaverSavings',
  'programSpend',
  'equivalentSpendAtMarketRates',
  'adr',
  'marketAdr',
  'onNegotiatedRate',
  'negRateAvailableButNotUtilized',
  'negRateNotAvailable',
  'notCovered',
  'spendOnNegotiatedRate',
  'coveredSpend',
  'spendWithAvailableNegRate',
] as const;

/**
 * `/programPerformance`: the programme's spend in its four buckets and the chained rates on spend
 * (coverage × availability × utilisation = on-negotiated share), the savings of the negotiated
 * nights against market and the Hotelsaver results of the same stays.
 */
export const hotelProgramPerformance: ViewQuery<typeof hotelProgramPerformanceView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new HsiSql(scope, query);
  const onNegotiated = (value: string) => bucketSql(['onNegotiatedRate'], value);
  const rows = await warehouse.all<HotelProgramPerformanceData>(
    `WITH t AS (
      SELECT ${q.bucketSums()}, count(*) AS stays,
        sum(${onNegotiated(q.market)}) AS negotiated_market,
        sum(${q.market}) AS market,
        sum(CASE WHEN bucket = 'onNegotiatedRate' AND NOT above_contract THEN ${q.spend} ELSE 0 END) AS applied,
        sum(${q.saverSavings}) AS saver,
        sum(CASE WHEN is_rebooked THEN 1 ELSE 0 END) AS rebooked
      FROM ${q.stays}
    )
    SELECT ${selectAs<HotelProgramPerformanceData>({
      hotelProgramSavings: q.money('t.negotiated_market - t.negotiated_spend'),
      programSavingsRate: q.percent(
        't.negotiated_market - t.negotiated_spend',
        't.total_spend - t.negotiated_spend + t.negotiated_market',
      ),
      hotelsaverSavings: q.money('t.saver'),
      hotelsaverSavingsRate: q.percent('t.saver', 't.total_spend'),
      reservationsRebooked: count('t.rebooked'),
      discountLevel: q.percent('t.negotiated_market - t.negotiated_spend', 't.negotiated_market'),
      programSpend: q.money('t.total_spend'),
      equivalentSpendAtMarketRates: q.money('t.total_spend - t.negotiated_spend + t.negotiated_market'),
      totalNights: count('t.total_nights'),
      averageNightsPerStay: `${q.dialect.round('coalesce(1.0 * t.total_nights / nullif(t.stays, 0), 0)', 1)}::DOUBLE`,
      adr: q.money('t.total_spend / nullif(t.total_nights, 0)'),
      marketAdr: q.money('t.market / nullif(t.total_nights, 0)'),
      onNegotiatedRate: q.money('t.negotiated_spend'),
      negRateAvailableButNotUtilized: q.money('t.not_used_spend'),
      negRateNotAvailable: q.money('t.not_available_spend'),
      notCovered: q.money('t.not_covered_spend'),
      spendOnNegotiatedRate: q.money('t.negotiated_spend'),
      spendOnNegotiatedRateDiscountAppliedRate: q.percent('t.applied', 't.negotiated_spend'),
      coverageRate: q.percent('t.covered_spend', 't.total_spend'),
      coveredSpend: q.money('t.covered_spend'),
      coveredNights: count('t.covered_nights'),
      availabilityRate: q.percent('t.available_spend', 't.covered_spend'),
      spendWithAvailableNegRate: q.money('t.available_spend'),
      availableNights: count('t.available_nights'),
      utilizationRate: q.percent('t.negotiated_spend', 't.available_spend'),
      negotiatedNights: count('t.negotiated_nights'),
    })}
    FROM t`,
    q.params,
  );
  return { data: firstRow(rows), currencyFields: PROGRAM_PERFORMANCE_MONEY };
};
