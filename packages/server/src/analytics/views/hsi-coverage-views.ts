import { RATE_TYPE_BENCHMARKS } from '@tripsight/core/hotel-insights';
import {
  hotelCoverageView,
  type CoverageChainRow,
  type CoverageDetailRow,
  type CoverageHotelRow,
  type CoverageOverTimeRow,
  type CoverageRoomRow,
  type CoverageSummary,
  type CoveredSpendByRateType,
} from '@tripsight/core/views';
import { count, money } from '../sql/savings-sql.js';
import { HsiSql, inBuckets, monthsOf, percent } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';

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
      percentOfHotelSpendCovered: percent('t.covered_spend', 't.total_spend'),
      spendCovered: money('t.covered_spend'),
      spendNotCovered: money('t.not_covered_spend'),
      totalSpend: money('t.total_spend'),
      nightsCovered: count('t.covered_nights'),
      nightsNotCovered: count('t.not_covered_nights'),
      totalNights: count('t.total_nights'),
      corporatePropertyRate: percent('t.property', 't.covered_spend'),
      corporateChainwideRate: percent('t.chainwide', 't.covered_spend'),
      tmcRate: percent('t.tmc', 't.covered_spend'),
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

/** The top opportunities by hotel, each with its room types. */
async function byHotel(warehouse: Warehouse, q: HsiSql): Promise<CoverageHotelRow[]> {
  const hotels = await warehouse.all<Omit<CoverageHotelRow, 'rooms'>>(
    `WITH h AS (
      SELECT hotel_id, min(hotel_name) AS hotel_name, min(hotel_master_chain) AS chain,
        min(destination_city) AS city, sum(${q.spend}) AS spend,
        sum(${notCovered(q.spend)}) AS not_covered_spend, sum(${notCovered('nights')}) AS not_covered_nights
      FROM ${q.stays} GROUP BY hotel_id
    ), t AS (SELECT sum(spend) AS all_spend FROM h)
    SELECT ${selectAs<Omit<CoverageHotelRow, 'rooms'>>({
      hotelId: 'h.hotel_id',
      hotelName: 'h.hotel_name',
      hotelMasterChain: 'h.chain',
      destinationCity: 'h.city',
      propertySpend: money('h.spend'),
      coverageRate: percent('h.spend - h.not_covered_spend', 'h.spend'),
      equivalentTo: percent('h.not_covered_spend', 't.all_spend'),
      percentOfSpend: percent('h.spend', 't.all_spend'),
      nightsNotCovered: count('h.not_covered_nights'),
      spendNotCovered: money('h.not_covered_spend'),
    })}
    FROM h CROSS JOIN t
    WHERE h.not_covered_spend > 0
    ORDER BY h.not_covered_spend DESC, h.hotel_id
    LIMIT ${COVERAGE_HOTEL_LIMIT}`,
    q.params,
  );
  if (hotels.length === 0) return [];
  const rooms = await warehouse.all<CoverageRoomRow & { hotelId: string }>(
    `SELECT hotel_id AS "hotelId", ${selectAs<CoverageRoomRow>({
      roomType: 'room_type',
      adr: money(`sum(${q.spend}) / nullif(sum(nights), 0)`),
      spend: money(`sum(${q.spend})`),
      nights: count('sum(nights)'),
      covered: `max(CASE WHEN contract_rate_type IS NOT NULL THEN 1 ELSE 0 END) = 1`,
    })}
    FROM ${q.stays}
    WHERE hotel_id IN (${hotels.map((h) => q.add(h.hotelId)).join(', ')})
    GROUP BY hotel_id, room_type
    ORDER BY "spend" DESC, "roomType"`,
    q.params,
  );
  return hotels.map((hotel) => ({
    ...hotel,
    rooms: rooms.filter((r) => r.hotelId === hotel.hotelId).map(({ hotelId: _, ...room }) => room),
  }));
}

/** Coverage of each chain, most spend not covered first. */
function byChain(warehouse: Warehouse, q: HsiSql): Promise<CoverageChainRow[]> {
  return warehouse.all<CoverageChainRow>(
    `SELECT ${selectAs<CoverageChainRow>({
      chainName: 'hotel_master_chain',
      coverageRate: percent(`sum(${q.spend}) - sum(${notCovered(q.spend)})`, `sum(${q.spend})`),
      spendNotCovered: money(`sum(${notCovered(q.spend)})`),
      totalSpend: money(`sum(${q.spend})`),
    })}
    FROM ${q.stays} GROUP BY hotel_master_chain
    ORDER BY "spendNotCovered" DESC, "chainName"`,
    q.params,
  );
}

/** Coverage per check-in month on nights and on spend, every month of the range. */
async function overTime(warehouse: Warehouse, q: HsiSql, months: string[]): Promise<CoverageOverTimeRow[]> {
  const rows = await warehouse.all<CoverageOverTimeRow>(
    `SELECT ${selectAs<CoverageOverTimeRow>({
      month: q.month(),
      nights: percent(`sum(nights) - sum(${notCovered('nights')})`, 'sum(nights)'),
      price: percent(`sum(${q.spend}) - sum(${notCovered(q.spend)})`, `sum(${q.spend})`),
      spendCovered: money(`sum(${q.spend}) - sum(${notCovered(q.spend)})`),
      spend: money(`sum(${q.spend})`),
      nightsCovered: count(`sum(nights) - sum(${notCovered('nights')})`),
      totalNights: count('sum(nights)'),
    })}
    FROM ${q.stays} GROUP BY 1`,
    q.params,
  );
  const found = new Map(rows.map((r) => [r.month, r]));
  return months.map(
    (month) =>
      found.get(month) ?? {
        month,
        nights: 0,
        price: 0,
        spendCovered: 0,
        spend: 0,
        nightsCovered: 0,
        totalNights: 0,
      },
  );
}

/** The details table by `key` (a hotel or chain column): coverage by rate type, most spend first. */
function details(warehouse: Warehouse, q: HsiSql, key: string): Promise<CoverageDetailRow[]> {
  const share = (type: string) => percent(ofType(q, type), `sum(${q.spend})`);
  return warehouse.all<CoverageDetailRow>(
    `SELECT ${selectAs<CoverageDetailRow>({
      name: key,
      propertyCoverage: share('Property'),
      chainwideCoverage: share('Chainwide'),
      tmcCoverage: share('TMC rate'),
      coverageRate: percent(`sum(${q.spend}) - sum(${notCovered(q.spend)})`, `sum(${q.spend})`),
      totalSpend: money(`sum(${q.spend})`),
      totalNights: count('sum(nights)'),
    })}
    FROM ${q.stays} GROUP BY ${key === 'hotel_name' ? 'hotel_id, hotel_name' : key}
    ORDER BY "totalSpend" DESC, "name"
    LIMIT ${COVERAGE_DETAIL_LIMIT}`,
    q.params,
  );
}

/** `/coverage`: the hotel-ops §3 Coverage response (money in the answer's currency). */
export const hotelCoverage: ViewQuery<typeof hotelCoverageView> = async (warehouse, scope, query) => {
  const fresh = () => new HsiSql(scope, query);
  const [head, hotels, chains, months, detailHotels, detailChains] = await Promise.all([
    summaryAndTypes(warehouse, fresh()),
    byHotel(warehouse, fresh()),
    byChain(warehouse, fresh()),
    overTime(warehouse, fresh(), monthsOf(query)),
    details(warehouse, fresh(), 'hotel_name'),
    details(warehouse, fresh(), 'hotel_master_chain'),
  ]);
  return {
    data: {
      ...head,
      byHotel: hotels,
      byChain: chains,
      overTime: months,
      details: { byHotel: detailHotels, byChain: detailChains },
    },
    currencyFields: [],
    annotation: {
      limits: { byHotel: COVERAGE_HOTEL_LIMIT, details: COVERAGE_DETAIL_LIMIT },
      moneyFields: ['spendCovered', 'spendNotCovered', 'totalSpend', 'propertySpend', 'adr', 'spend'],
    },
  };
};
