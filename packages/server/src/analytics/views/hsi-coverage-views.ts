import {
  RATE_TYPE_BENCHMARKS,
  bucketSql,
  COVERED_BUCKETS,
  coverageRates,
  opportunityOf,
  rateTypeCoverage,
  rateTypeShares,
} from '@tripsight/core/hotel-insights';
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
import { HOTEL_ATTRIBUTES, HsiSql, monthsOf } from './hsi-sql.js';
import { selectAs, type ViewQuery } from './view-query.js';
import type { Dialect } from '../dialect/dialect.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import type { AnalyticsQuery } from './query-params.js';

/** Hotels in the top opportunities and in the details by hotel (most spend not covered, most spend first). */
const COVERAGE_HOTEL_LIMIT = 50;
const COVERAGE_DETAIL_LIMIT = 500;

const notCovered = (value: string) => bucketSql(['notCovered'], value);
const covered = (value: string) => bucketSql(COVERED_BUCKETS, value);
/** Spend of the stays a rate of `type` covers. */
const ofType = (q: HsiSql, type: string) =>
  `sum(CASE WHEN contract_rate_type = '${type}' THEN ${q.spend} ELSE 0 END)`;

/** The sums of one group of the coverage scan (the percentages come from core's coverage rates). */
interface CoverageSums {
  set: number;
  chain: string | null;
  month: string | null;
  hotelId: string | null;
  roomType: string | null;
  hotelName: string | null;
  hotelChain: string | null;
  city: string | null;
  spend: number;
  coveredSpend: number;
  notCoveredSpend: number;
  nights: number;
  coveredNights: number;
  notCoveredNights: number;
  property: number;
  chainwide: number;
  tmc: number;
  /**
   * Room rows: 1 when a negotiated rate covers some of the room type's stays, its ADR (from the
   * spend to the cent, so the engine's float additions never tip it to another cent), spend, nights.
   */
  covered: number;
  roomAdr: number;
  roomSpend: number;
  roomNights: number;
  /** The spend of every hotel (the shares' whole), on every row. */
  allHotelsSpend: number;
}

/** The summary columns the coverage scan reads (`hotel_insights_daily` / `_monthly`). */
const COVERAGE_COLUMNS = (q: HsiSql) => [
  'hotel_master_chain',
  'hotel_id',
  'room_type',
  'bucket',
  'contract_rate_type',
  'nights',
  q.spend,
];

/** Which grouping a row of the scan belongs to (GROUPING() of chain, month, hotel, room type). */
const SET = { all: 0b1111, chain: 0b0111, month: 0b1011, hotel: 0b1101, room: 0b1100 } as const;

/**
 * How the scan keeps the hotels the answer lists (the top opportunities with their room types, the
 * details) from its grouped rows `g`: named subqueries of the top hotels where the engine computes
 * `g` once, else their ranks in one pass over `g` (an engine that inlines `g` would group the rows
 * again for every subquery that names it: twice the time at 5 million PNRs).
 */
function listedHotels(dialect: Dialect) {
  // Ranked by the cent, then by id: hotels that spent the same list alike on every engine.
  const spend = dialect.round('g.spend', 2);
  const uncovered = dialect.round('g.not_covered_spend', 2);
  if (dialect.computesSubqueryOnce) {
    return {
      with: `, top AS (
      SELECT hotel_id FROM g WHERE g."set" = ${SET.hotel} AND g.not_covered_spend > 0
      ORDER BY ${uncovered} DESC, g.hotel_id LIMIT ${COVERAGE_HOTEL_LIMIT}
    ), detail AS (
      SELECT hotel_id FROM g WHERE g."set" = ${SET.hotel}
      ORDER BY ${spend} DESC, g.hotel_id LIMIT ${COVERAGE_DETAIL_LIMIT}
    )`,
      from: 'g',
      where: `l.hotel_id IN (SELECT hotel_id FROM top)
      OR (l."set" = ${SET.hotel} AND l.hotel_id IN (SELECT hotel_id FROM detail))`,
      allHotelsSpend: `(SELECT sum(h.spend) FROM g h WHERE h."set" = ${SET.hotel})`,
    };
  }
  const hotel = (expression: string) => `CASE WHEN g."set" = ${SET.hotel} THEN ${expression} END`;
  return {
    with: `, ranked AS (
      SELECT g.*, ${hotel(`row_number() OVER (PARTITION BY g."set" ORDER BY ${spend} DESC, g.hotel_id)`)} AS spend_rank,
        ${hotel(`row_number() OVER (PARTITION BY g."set", g.not_covered_spend > 0
          ORDER BY ${uncovered} DESC, g.hotel_id)`)} AS rank_by_not_covered,
        sum(${hotel('g.spend')}) OVER () AS all_hotels_spend
      FROM g
    ), listed AS (
      SELECT ranked.*, min(CASE WHEN not_covered_spend > 0 THEN rank_by_not_covered END)
        OVER (PARTITION BY hotel_id) AS opportunity_rank
      FROM ranked
    )`,
    from: 'listed',
    where: `l.opportunity_rank <= ${COVERAGE_HOTEL_LIMIT} OR l.spend_rank <= ${COVERAGE_DETAIL_LIMIT}`,
    allHotelsSpend: 'l.all_hotels_spend',
  };
}

/**
 * One scan of the stays' summary rows grouped at once (GROUPING SETS) by nothing (the summary), by
 * chain, by check-in month, by hotel and by hotel and room type. Only the hotels the answer lists
 * come back (`listedHotels`), named after the sums: the names join on the hotel id alone (a join on
 * the grouping too compares every row with every hotel), and only the hotel rows read them.
 */
async function coverageScan(warehouse: Warehouse, q: HsiSql) {
  const listed = listedHotels(q.dialect);
  const rows = await warehouse.all<
    CoverageSums & Omit<CoverageSummary, 'percentOfHotelSpendCovered' | 'percentOfHotelNightsCovered'>
  >(
    `WITH g AS (
      SELECT GROUPING(hotel_master_chain, month, hotel_id, room_type) AS "set",
        hotel_master_chain, month, hotel_id, room_type,
        sum(${q.spend}) AS spend, sum(${notCovered(q.spend)}) AS not_covered_spend,
        sum(nights) AS nights, sum(${notCovered('nights')}) AS not_covered_nights,
        sum(${covered(q.spend)}) AS covered_spend, sum(${covered('nights')}) AS covered_nights,
        ${ofType(q, 'Property')} AS property, ${ofType(q, 'Chainwide')} AS chainwide,
        ${ofType(q, 'TMC rate')} AS tmc,
        max(CASE WHEN contract_rate_type IS NOT NULL THEN 1 ELSE 0 END) AS covered
      FROM (SELECT stays.*, ${q.month()} AS month FROM ${q.summary(COVERAGE_COLUMNS(q))}) s
      GROUP BY GROUPING SETS ((), (hotel_master_chain), (month), (hotel_id), (hotel_id, room_type))
    )${listed.with}
    SELECT l."set" AS "set", l.hotel_master_chain AS "chain", l.month AS "month", l.hotel_id AS "hotelId",
      l.room_type AS "roomType", p.hotel_name AS "hotelName", p.hotel_master_chain AS "hotelChain",
      p.destination_city AS "city", l.spend::DOUBLE AS "spend", l.covered_spend::DOUBLE AS "coveredSpend",
      l.not_covered_spend::DOUBLE AS "notCoveredSpend", l.nights::DOUBLE AS "nights",
      l.covered_nights::DOUBLE AS "coveredNights", l.not_covered_nights::DOUBLE AS "notCoveredNights",
      l.property::DOUBLE AS "property", l.chainwide::DOUBLE AS "chainwide", l.tmc::DOUBLE AS "tmc",
      l.covered AS "covered", ${q.money(`${q.dialect.round('l.spend', 2)} / nullif(l.nights, 0)`)} AS "roomAdr",
      ${q.money('l.spend')} AS "roomSpend", ${count('l.nights')} AS "roomNights",
      ${selectAs<Omit<CoverageSummary, 'percentOfHotelSpendCovered' | 'percentOfHotelNightsCovered'>>({
        spendCovered: q.money('l.covered_spend'),
        spendNotCovered: q.money('l.not_covered_spend'),
        totalSpend: q.money('l.spend'),
        nightsCovered: count('l.covered_nights'),
        nightsNotCovered: count('l.not_covered_nights'),
        totalNights: count('l.nights'),
      })},
      ${listed.allHotelsSpend}::DOUBLE AS "allHotelsSpend"
    FROM ${listed.from} l LEFT JOIN ${HOTEL_ATTRIBUTES} p ON p.hotel_id = l.hotel_id
    WHERE l."set" IN (${SET.all}, ${SET.chain}, ${SET.month}) OR ${listed.where}`,
    q.params,
  );
  return rows;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySpend = (key: (s: CoverageSums) => string) => (a: CoverageSums, b: CoverageSums) =>
  cents(b.spend) - cents(a.spend) || key(a).localeCompare(key(b));

/** A details row (hotel or chain) from its sums. */
function detailRow(name: string, s: CoverageSums): CoverageDetailRow {
  const byType = rateTypeCoverage(s);
  return {
    name,
    propertyCoverage: byType.property,
    chainwideCoverage: byType.chainwide,
    tmcCoverage: byType.tmc,
    coverageRate: coverageRates(s).onSpend,
    totalSpend: cents(s.spend),
    totalNights: s.nights,
  };
}

type ScanRow = Awaited<ReturnType<typeof coverageScan>>[number];

/** The covered spend by rate type, each with its benchmark (none: no stays). */
function rateTypes(row: ScanRow | undefined) {
  const shares = row ? rateTypeShares(row) : { property: 0, chainwide: 0, tmc: 0 };
  return {
    corporatePropertyRate: shares.property,
    corporateChainwideRate: shares.chainwide,
    tmcRate: shares.tmc,
    corporatePropertyRateBenchmark: RATE_TYPE_BENCHMARKS.Property.coverageShare,
    corporateChainwideRateBenchmark: RATE_TYPE_BENCHMARKS.Chainwide.coverageShare,
    tmcRateBenchmark: RATE_TYPE_BENCHMARKS['TMC rate'].coverageShare,
  } satisfies CoveredSpendByRateType;
}

/** The summary of the range, from the scan's row of the whole range (none: no stays). */
function summaryOf(row: ScanRow | undefined): CoverageSummary {
  const rates = row ? coverageRates(row) : { onSpend: 0, onNights: 0 };
  return {
    percentOfHotelSpendCovered: rates.onSpend,
    percentOfHotelNightsCovered: rates.onNights,
    spendCovered: row?.spendCovered ?? 0,
    spendNotCovered: row?.spendNotCovered ?? 0,
    totalSpend: row?.totalSpend ?? 0,
    nightsCovered: row?.nightsCovered ?? 0,
    nightsNotCovered: row?.nightsNotCovered ?? 0,
    totalNights: row?.totalNights ?? 0,
  };
}

/** The parts of the answer drawn from the grouped scan: by hotel (with rooms), by chain, over time, details. */
function breakdowns(rows: readonly ScanRow[], query: AnalyticsQuery) {
  const of = (set: number) => rows.filter((r) => r.set === set);
  const hotels = of(SET.hotel);
  const all = rows[0]?.allHotelsSpend ?? 0;
  const hotelKey = (h: CoverageSums) => String(h.hotelId);
  const top = hotels
    .filter((h) => h.notCoveredSpend > 0)
    .sort(
      (a, b) => cents(b.notCoveredSpend) - cents(a.notCoveredSpend) || hotelKey(a).localeCompare(hotelKey(b)),
    )
    .slice(0, COVERAGE_HOTEL_LIMIT);
  const rooms = of(SET.room).sort(
    (a, b) => b.roomSpend - a.roomSpend || byText(String(a.roomType), String(b.roomType)),
  );
  const byHotel: CoverageHotelRow[] = top.map((h) => ({
    hotelId: hotelKey(h),
    hotelName: h.hotelName as string,
    hotelMasterChain: h.hotelChain as string,
    destinationCity: h.city as string,
    propertySpend: cents(h.spend),
    coverageRate: coverageRates(h).onSpend,
    ...opportunityOf(h, all),
    nightsNotCovered: h.notCoveredNights,
    spendNotCovered: cents(h.notCoveredSpend),
    totalNights: h.nights,
    rooms: rooms
      .filter((r) => r.hotelId === h.hotelId)
      .map((r): CoverageRoomRow => ({
        roomType: r.roomType as string,
        adr: r.roomAdr,
        spend: r.roomSpend,
        nights: r.roomNights,
        covered: Number(r.covered) === 1,
      })),
  }));
  const chains = of(SET.chain);
  const byChain: CoverageChainRow[] = chains
    .map((c) => ({
      chainName: c.chain as string,
      coverageRate: coverageRates(c).onSpend,
      spendNotCovered: cents(c.notCoveredSpend),
      totalSpend: cents(c.spend),
    }))
    .sort((a, b) => b.spendNotCovered - a.spendNotCovered || a.chainName.localeCompare(b.chainName));
  const months = new Map(of(SET.month).map((m) => [m.month, m]));
  const overTime: CoverageOverTimeRow[] = monthsOf(query).map((month) => {
    const m = months.get(month);
    const rates = m ? coverageRates(m) : { onSpend: 0, onNights: 0 };
    return {
      month,
      nights: rates.onNights,
      price: rates.onSpend,
      spendCovered: m ? cents(m.spend - m.notCoveredSpend) : 0,
      spend: m ? cents(m.spend) : 0,
      nightsCovered: m ? m.nights - m.notCoveredNights : 0,
      totalNights: m?.nights ?? 0,
    };
  });
  const details = {
    byHotel: [...hotels]
      .sort(bySpend(hotelKey))
      .slice(0, COVERAGE_DETAIL_LIMIT)
      .map((h) => detailRow(h.hotelName as string, h)),
    byChain: [...chains].sort(bySpend((c) => String(c.chain))).map((c) => detailRow(c.chain as string, c)),
  };
  return { byHotel, byChain, overTime, details };
}

/** `/coverage`: the coverage response (docs/rules/hotel.md#negotiated-rate-coverage; money in the answer's currency), from one scan. */
export const hotelCoverage: ViewQuery<typeof hotelCoverageView> = async (warehouse, scope, query) => {
  const rows = await coverageScan(warehouse, new HsiSql(scope, query));
  const whole = rows.find((r) => r.set === SET.all);
  return {
    data: {
      summary: summaryOf(whole),
      coveredSpendByRateType: rateTypes(whole),
      ...breakdowns(rows, query),
    },
    currencyFields: [],
    annotation: {
      limits: { byHotel: COVERAGE_HOTEL_LIMIT, details: COVERAGE_DETAIL_LIMIT },
      moneyFields: ['spendCovered', 'spendNotCovered', 'totalSpend', 'propertySpend', 'adr', 'spend'],
    },
  };
};
