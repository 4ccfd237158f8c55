import { RATE_TYPE_BENCHMARKS } from '@tripsight/core/hotel-insights';
import {
  type hotelCoverageView,
  type CoverageChainRow,
  type CoverageDetailRow,
  type CoverageHotelRow,
  type CoverageOverTimeRow,
  type CoverageRoomRow,
  type CoverageSummary,
  type CoveredSpendByRateType,
} from '@tripsight/core/views';
import { count } from '../sql/savings-sql.js';
import { HsiSql, inBuckets, monthsOf } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import type { QueryScope } from '../sql/scope.js';
import type { AnalyticsQuery } from './query-params.js';

/** Hotels in the top opportunities and in the details by hotel (most spend not covered, most spend first). */
export const COVERAGE_HOTEL_LIMIT = 50;
export const COVERAGE_DETAIL_LIMIT = 500;

const notCovered = (value: string) => inBuckets(['notCovered'], value);
/** Spend of the stays a rate of `type` covers. */
const ofType = (q: HsiSql, type: string) =>
  `sum(CASE WHEN contract_rate_type = '${type}' THEN ${q.spend} ELSE 0 END)`;

type RateTypeShares = Pick<
  CoveredSpendByRateType,
  'corporatePropertyRate' | 'corporateChainwideRate' | 'tmcRate'
>;

/** The summary, and the covered spend by rate type with each type's benchmark. */
async function summaryAndTypes(warehouse: Warehouse, q: HsiSql) {
  const rows = await warehouse.all<CoverageSummary & RateTypeShares>(
    `WITH t AS (
      SELECT ${q.bucketSums()}, ${ofType(q, 'Property')} AS property, ${ofType(q, 'Chainwide')} AS chainwide,
        ${ofType(q, 'TMC rate')} AS tmc
      FROM ${q.stays}
    )
    SELECT ${selectAs<CoverageSummary & RateTypeShares>({
      percentOfHotelSpendCovered: q.percent('t.covered_spend', 't.total_spend'),
      spendCovered: q.money('t.covered_spend'),
      spendNotCovered: q.money('t.not_covered_spend'),
      totalSpend: q.money('t.total_spend'),
      nightsCovered: count('t.covered_nights'),
      nightsNotCovered: count('t.not_covered_nights'),
      totalNights: count('t.total_nights'),
      corporatePropertyRate: q.percent('t.property', 't.covered_spend'),
      corporateChainwideRate: q.percent('t.chainwide', 't.covered_spend'),
      tmcRate: q.percent('t.tmc', 't.covered_spend'),
    })}
    FROM t`,
    q.params,
  );
  const { corporatePropertyRate, corporateChainwideRate, tmcRate, ...summary } = firstRow(rows);
  const coveredSpendByRateType: CoveredSpendByRateType = {
    corporatePropertyRate,
    corporateChainwideRate,
    tmcRate,
    corporatePropertyRateBenchmark: RATE_TYPE_BENCHMARKS.Property.coverageShare,
    corporateChainwideRateBenchmark: RATE_TYPE_BENCHMARKS.Chainwide.coverageShare,
    tmcRateBenchmark: RATE_TYPE_BENCHMARKS['TMC rate'].coverageShare,
  };
  return { summary, coveredSpendByRateType };
}

/** The sums of one group of the coverage scan (the whole range, a chain, a month or a hotel). */
interface CoverageSums {
  set: number;
  key: string | null;
  hotelName: string;
  chain: string;
  city: string;
  spend: number;
  notCoveredSpend: number;
  nights: number;
  notCoveredNights: number;
  property: number;
  chainwide: number;
  tmc: number;
}

/** Which grouping a row of the scan belongs to (GROUPING() of chain, month, hotel). */
const SET = { chain: 0b011, month: 0b101, hotel: 0b110 } as const;

/**
 * One scan of the stays grouped by chain, by check-in month and by hotel at once (GROUPING SETS),
 * with the sums every part of the answer is computed from.
 */
function coverageScan(warehouse: Warehouse, q: HsiSql): Promise<CoverageSums[]> {
  return warehouse.all<CoverageSums>(
    `SELECT GROUPING(hotel_master_chain, month, hotel_id) AS "set",
      coalesce(hotel_master_chain, month, hotel_id) AS "key",
      min(hotel_name) AS "hotelName", min(hotel_master_chain) AS "chain", min(destination_city) AS "city",
      sum(${q.spend})::DOUBLE AS "spend", sum(${notCovered(q.spend)})::DOUBLE AS "notCoveredSpend",
      sum(nights)::DOUBLE AS "nights", sum(${notCovered('nights')})::DOUBLE AS "notCoveredNights",
      ${ofType(q, 'Property')}::DOUBLE AS "property", ${ofType(q, 'Chainwide')}::DOUBLE AS "chainwide",
      ${ofType(q, 'TMC rate')}::DOUBLE AS "tmc"
    FROM (SELECT stays.*, ${q.month()} AS month FROM ${q.stays}) s
    GROUP BY GROUPING SETS ((hotel_master_chain), (month), (hotel_id))`,
    q.params,
  );
}

const cents = (value: number) => Math.round(value * 100) / 100;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((10_000 * part) / whole) / 100 : 0);
const bySpend = (a: CoverageSums, b: CoverageSums) =>
  b.spend - a.spend || String(a.key).localeCompare(String(b.key));

/** A details row (hotel or chain) from its sums. */
const detailRow = (name: string, s: CoverageSums): CoverageDetailRow => ({
  name,
  propertyCoverage: pct(s.property, s.spend),
  chainwideCoverage: pct(s.chainwide, s.spend),
  tmcCoverage: pct(s.tmc, s.spend),
  coverageRate: pct(s.spend - s.notCoveredSpend, s.spend),
  totalSpend: cents(s.spend),
  totalNights: s.nights,
});

/** The room types of `hotels`, most spend first. */
async function roomsOf(warehouse: Warehouse, q: HsiSql, hotels: readonly string[]) {
  if (hotels.length === 0) return [];
  const rows = await warehouse.all<CoverageRoomRow & { hotelId: string }>(
    `SELECT hotel_id AS "hotelId", ${selectAs<CoverageRoomRow>({
      roomType: 'room_type',
      adr: q.money(`sum(${q.spend}) / nullif(sum(nights), 0)`),
      spend: q.money(`sum(${q.spend})`),
      nights: count('sum(nights)'),
      // 1 or 0: engines answer a comparison as a boolean or as a number, so it is read below.
      covered: `max(CASE WHEN contract_rate_type IS NOT NULL THEN 1 ELSE 0 END)`,
    })}
    FROM ${q.stays}
    WHERE hotel_id IN (${hotels.map((id) => q.add(id)).join(', ')})
    GROUP BY hotel_id, room_type
    ORDER BY "spend" DESC, "roomType"`,
    q.params,
  );
  return rows.map((row) => ({ ...row, covered: Number(row.covered) === 1 }));
}

/** The parts of the answer drawn from the grouped scan: by hotel (with rooms), by chain, over time, details. */
async function breakdowns(warehouse: Warehouse, scope: QueryScope, query: AnalyticsQuery) {
  const rows = await coverageScan(warehouse, new HsiSql(scope, query));
  const of = (set: number) => rows.filter((r) => r.set === set);
  const hotels = of(SET.hotel);
  const all = hotels.reduce((sum, h) => sum + h.spend, 0);
  const top = hotels
    .filter((h) => h.notCoveredSpend > 0)
    .sort((a, b) => b.notCoveredSpend - a.notCoveredSpend || String(a.key).localeCompare(String(b.key)))
    .slice(0, COVERAGE_HOTEL_LIMIT);
  const rooms = await roomsOf(
    warehouse,
    new HsiSql(scope, query),
    top.map((h) => h.key as string),
  );
  const byHotel: CoverageHotelRow[] = top.map((h) => ({
    hotelId: h.key as string,
    hotelName: h.hotelName,
    hotelMasterChain: h.chain,
    destinationCity: h.city,
    propertySpend: cents(h.spend),
    coverageRate: pct(h.spend - h.notCoveredSpend, h.spend),
    equivalentTo: pct(h.notCoveredSpend, all),
    percentOfSpend: pct(h.spend, all),
    nightsNotCovered: h.notCoveredNights,
    spendNotCovered: cents(h.notCoveredSpend),
    rooms: rooms.filter((r) => r.hotelId === h.key).map(({ hotelId: _, ...room }) => room),
  }));
  const chains = of(SET.chain);
  const byChain: CoverageChainRow[] = chains
    .map((c) => ({
      chainName: c.key as string,
      coverageRate: pct(c.spend - c.notCoveredSpend, c.spend),
      spendNotCovered: cents(c.notCoveredSpend),
      totalSpend: cents(c.spend),
    }))
    .sort((a, b) => b.spendNotCovered - a.spendNotCovered || a.chainName.localeCompare(b.chainName));
  const months = new Map(of(SET.month).map((m) => [m.key, m]));
  const overTime: CoverageOverTimeRow[] = monthsOf(query).map((month) => {
    const m = months.get(month);
    return {
      month,
      nights: m ? pct(m.nights - m.notCoveredNights, m.nights) : 0,
      price: m ? pct(m.spend - m.notCoveredSpend, m.spend) : 0,
      spendCovered: m ? cents(m.spend - m.notCoveredSpend) : 0,
      spend: m ? cents(m.spend) : 0,
      nightsCovered: m ? m.nights - m.notCoveredNights : 0,
      totalNights: m?.nights ?? 0,
    };
  });
  const details = {
    byHotel: [...hotels]
      .sort(bySpend)
      .slice(0, COVERAGE_DETAIL_LIMIT)
      .map((h) => detailRow(h.hotelName, h)),
    byChain: [...chains].sort(bySpend).map((c) => detailRow(c.key as string, c)),
  };
  return { byHotel, byChain, overTime, details };
}

/** `/coverage`: the hotel-ops §3 Coverage response (money in the answer's currency). */
export const hotelCoverage: ViewQuery<typeof hotelCoverageView> = async (warehouse, scope, query) => {
  const [head, parts] = await Promise.all([
    summaryAndTypes(warehouse, new HsiSql(scope, query)),
    breakdowns(warehouse, scope, query),
  ]);
  return {
    data: { ...head, ...parts },
    currencyFields: [],
    annotation: {
      limits: { byHotel: COVERAGE_HOTEL_LIMIT, details: COVERAGE_DETAIL_LIMIT },
      moneyFields: ['spendCovered', 'spendNotCovered', 'totalSpend', 'propertySpend', 'adr', 'spend'],
    },
  };
};
