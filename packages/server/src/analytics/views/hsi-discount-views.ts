import { asPercent, discountLevelOfSums, RATE_TYPE_BENCHMARKS } from '@tripsight/core/hotel-insights';
import {
  HOTEL_RATE_TYPES,
  type hotelDiscountBenchmarkingView,
  type DiscountByRateTypeRow,
  type DiscountDetailRow,
  type DiscountFigures,
  type DiscountHotelRow,
  type DiscountOverTimeRow,
  type DiscountSummary,
  type DiscountUtilizedSpend,
} from '@tripsight/core/views';
import { count } from '../sql/savings-sql.js';
import { HsiSql, hotelsById, monthsOf, type HotelAttributes } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/*
 * Discount level benchmarking (docs/rules/hotel.md#discount-level-benchmarking): the negotiated
 * nights against their market rate (the lowest qualified comparable public rate), the discount
 * always spend-weighted: 1 − Σ(nights·paid) / Σ(nights·market).
 */

/** Rows of each details table, most spend first. */
const DISCOUNT_DETAIL_LIMIT = 500;

/** The negotiated stays of the scope and range (their summary rows), as a FROM item. */
const negotiatedStays = (q: HsiSql) =>
  `${q.summary(['rate_type', 'hotel_id', 'room_type', 'bucket', 'nights', q.spend, q.market])}
    WHERE bucket = 'onNegotiatedRate'`;

/** The sums of one group of the discount scan. */
interface DiscountScanRow {
  set: number;
  /** The month, rate type or hotel id of the row's group. */
  key: string | null;
  roomType: string | null;
  nights: number;
  spend: number;
  market: number;
}

/** Which grouping a row belongs to: GROUPING() of month, rate type, hotel, room type. */
const SET = { all: 0b1111, month: 0b0111, rateType: 0b1011, hotel: 0b1100 } as const;

/**
 * One scan of the negotiated stays' summary rows grouped at once (GROUPING SETS) by nothing (the
 * summary), by check-in month, by rate type, and by hotel and room type. A hotel has one city and
 * one chain, so the cities' and chains' room types are added up from the hotels' (`byPlace`), and
 * the hotels are named from `hotelsById`: the rows carry no texts but their keys.
 */
function discountScan(warehouse: Warehouse, q: HsiSql): Promise<DiscountScanRow[]> {
  return warehouse.all<DiscountScanRow>(
    `SELECT GROUPING(month, rate_type, hotel_id, room_type) AS "set",
        coalesce(month, rate_type, hotel_id) AS "key", room_type AS "roomType",
        ${count('sum(nights)')} AS "nights", sum(${q.spend})::DOUBLE AS "spend", sum(${q.market})::DOUBLE AS "market"
      FROM (SELECT stays.*, ${q.month()} AS month FROM ${negotiatedStays(q)}) s
      GROUP BY GROUPING SETS ((), (month), (rate_type), (hotel_id, room_type))`,
    q.params,
  );
}

/** The hotels' room-type rows added up by the hotels' city or chain (`place`), keyed by it. */
function byPlace(
  rows: readonly DiscountScanRow[],
  place: (row: DiscountScanRow) => string,
): DiscountScanRow[] {
  const sums = new Map<string, DiscountScanRow>();
  for (const row of rows) {
    const key = `${place(row)}\u0000${row.roomType}`;
    const sum = sums.get(key);
    if (sum) {
      sum.nights += row.nights;
      sum.spend += row.spend;
      sum.market += row.market;
    } else sums.set(key, { ...row, key: place(row) });
  }
  return [...sums.values()];
}

async function utilized(warehouse: Warehouse, q: HsiSql): Promise<DiscountUtilizedSpend> {
  const applied = (value: string) =>
    `sum(CASE WHEN bucket = 'onNegotiatedRate' AND NOT above_contract THEN ${value} ELSE 0 END)`;
  const rows = await warehouse.all<DiscountUtilizedSpend>(
    `SELECT ${selectAs<DiscountUtilizedSpend>({
      spendWithDiscountUtilized: q.money(applied(q.spend)),
      totalSpend: q.money(`sum(${q.spend})`),
      share: q.percent(applied(q.spend), `sum(${q.spend})`),
      nights: count(applied('nights')),
    })}
    FROM ${q.summary(['bucket', 'above_contract', 'nights', q.spend])}`,
    q.params,
  );
  return firstRow(rows);
}

/** Sums of a details row or room type. */
interface DiscountSums {
  nights: number;
  spend: number;
  market: number;
}

/**
 * The figures of a row from its sums (discount spend-weighted, rates per night). The sums are of
 * amounts in cents, taken to the cent first: what an engine's float additions leave beyond it (which
 * differs with the order it adds in) never tips a rate per night to another cent.
 */
function discountFigures(sums: DiscountSums): DiscountFigures {
  const cents = (value: number) => Math.round(value * 100) / 100;
  const { nights } = sums;
  const spend = cents(sums.spend);
  const market = cents(sums.market);
  return {
    nights,
    spend,
    spendOnMarketRate: market,
    savings: cents(market - spend),
    adr: nights > 0 ? cents(spend / nights) : 0,
    publicAdr: nights > 0 ? cents(market / nights) : 0,
    discountLevel: asPercent(discountLevelOfSums(spend, market)),
  };
}

/** The scan's rows of one grouping by key (hotel, city or chain), each with its room-type rows. */
function groups(rows: readonly DiscountScanRow[]): [string, DiscountScanRow[]][] {
  const out = new Map<string, DiscountScanRow[]>();
  for (const row of rows) {
    const key = row.key as string;
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return [...out.entries()];
}

/** The figures of a group from its room types' sums, and its room rows, most spend first. */
function groupFigures(rooms: readonly DiscountScanRow[]) {
  const total = rooms.reduce(
    (sum, r) => ({
      nights: sum.nights + r.nights,
      spend: sum.spend + r.spend,
      market: sum.market + r.market,
    }),
    { nights: 0, spend: 0, market: 0 },
  );
  return {
    ...discountFigures(total),
    rooms: rooms
      .map((r) => ({ roomType: r.roomType as string, ...discountFigures(r) }))
      .sort((a, b) => b.spend - a.spend || a.roomType.localeCompare(b.roomType)),
  };
}

/** The details by city or by chain: one row per name with its room types, most spend first. */
function details(rows: readonly DiscountScanRow[]): DiscountDetailRow[] {
  return groups(rows)
    .map(([name, rooms]) => ({ name, ...groupFigures(rooms) }))
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name))
    .slice(0, DISCOUNT_DETAIL_LIMIT);
}

/** The details by hotel (field names: docs/rules/hotel.md#discount-level-benchmarking), most spend first. */
function hotelDetails(
  rows: readonly DiscountScanRow[],
  hotels: ReadonlyMap<string, HotelAttributes>,
): DiscountHotelRow[] {
  return groups(rows)
    .map(([id, rooms]) => {
      const hotel = hotels.get(id);
      return {
        hotelName: hotel?.hotel_name as string,
        chain: hotel?.hotel_master_chain as string,
        address: hotel?.hotel_address as string,
        country: hotel?.destination_country as string,
        stars: hotel?.hotel_star_rating as number,
        ...groupFigures(rooms),
      };
    })
    .sort((a, b) => b.spend - a.spend || a.hotelName.localeCompare(b.hotelName))
    .slice(0, DISCOUNT_DETAIL_LIMIT);
}

/** The summary of the negotiated nights from their sums. */
function summaryOf(row: DiscountScanRow | undefined): DiscountSummary {
  const f = discountFigures(row ?? { nights: 0, spend: 0, market: 0 });
  return {
    savingsRealizedSpend: f.savings,
    savingsRealizedNights: f.nights,
    discountLevel: f.discountLevel,
    averageDailyRate: f.adr,
    averageDailyMarketRate: f.publicAdr,
    spendAtMarketRate: f.spendOnMarketRate,
  };
}

/** `/discountBenchmarking`: the discount benchmark response (docs/rules/hotel.md#discount-level-benchmarking; money in the answer's currency). */
export const hotelDiscountBenchmarking: ViewQuery<typeof hotelDiscountBenchmarkingView> = async (
  warehouse,
  scope,
  query,
) => {
  const [rows, spend, hotels] = await Promise.all([
    discountScan(warehouse, new HsiSql(scope, query)),
    utilized(warehouse, new HsiSql(scope, query)),
    hotelsById(warehouse, undefined),
  ]);
  const place = (column: 'destination_city' | 'hotel_master_chain') => (row: DiscountScanRow) =>
    String(hotels.get(row.key as string)?.[column]);
  const of = (set: number) => rows.filter((r) => r.set === set);
  const months = new Map(of(SET.month).map((m) => [m.key, m]));
  const types = new Map(of(SET.rateType).map((t) => [t.key, t]));
  return {
    data: {
      summary: summaryOf(of(SET.all)[0]),
      totalSpendWithDiscountUtilized: spend,
      overTime: monthsOf(query).map((month): DiscountOverTimeRow => {
        const f = discountFigures(months.get(month) ?? { nights: 0, spend: 0, market: 0 });
        return { month, discountLevel: f.discountLevel, nights: f.nights, spend: f.spend };
      }),
      discountLevelByRateType: HOTEL_RATE_TYPES.map((rateType): DiscountByRateTypeRow => {
        const f = discountFigures(types.get(rateType) ?? { nights: 0, spend: 0, market: 0 });
        const benchmark = RATE_TYPE_BENCHMARKS[rateType].discountLevel;
        return { rateType, discountLevel: f.discountLevel, benchmark, nights: f.nights, spend: f.spend };
      }),
      details: {
        byHotel: hotelDetails(of(SET.hotel), hotels),
        byCity: details(byPlace(of(SET.hotel), place('destination_city'))),
        byChain: details(byPlace(of(SET.hotel), place('hotel_master_chain'))),
      },
    },
    currencyFields: [],
    annotation: {
      limits: { details: DISCOUNT_DETAIL_LIMIT },
      moneyFields: [
        'savingsRealizedSpend',
        'averageDailyRate',
        'averageDailyMarketRate',
        'spendAtMarketRate',
        'spend',
        'spendOnMarketRate',
        'savings',
        'adr',
        'publicAdr',
        'spendWithDiscountUtilized',
        'totalSpend',
      ],
    },
  };
};
