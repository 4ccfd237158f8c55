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
import type { Columns, Warehouse } from '../warehouse/warehouse.js';

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

/** The scan's answer column by column: its few thousand rows are read once each, never copied. */
type DiscountScan = Columns<DiscountScanRow>;

/** Which grouping a row belongs to: GROUPING() of month, rate type, hotel, room type. */
const SET = { all: 0b1111, month: 0b0111, rateType: 0b1011, hotel: 0b1100 } as const;

/**
 * One scan of the negotiated stays' summary rows grouped at once (GROUPING SETS) by nothing (the
 * summary), by check-in month, by rate type, and by hotel and room type. A hotel has one city and
 * one chain, so the cities' and chains' room types are added up from the hotels' (`roomsBy`), and
 * the hotels are named from `hotelsById`: the rows carry no texts but their keys.
 */
function discountScan(warehouse: Warehouse, q: HsiSql): Promise<DiscountScan> {
  return warehouse.columns<DiscountScanRow>(
    `SELECT GROUPING(month, rate_type, hotel_id, room_type) AS "set",
        coalesce(month, rate_type, hotel_id) AS "key", room_type AS "roomType",
        ${count('sum(nights)')} AS "nights", sum(${q.spend})::DOUBLE AS "spend", sum(${q.market})::DOUBLE AS "market"
      FROM (SELECT stays.*, ${q.month()} AS month FROM ${negotiatedStays(q)}) s
      GROUP BY GROUPING SETS ((), (month), (rate_type), (hotel_id, room_type))`,
    q.params,
  );
}

/**
 * The utilized discount's totals over every stay of the range. Its own statement: folded into the
 * scan's grouping sets it would add every stay that is not negotiated to each set (half again the
 * scan's time at 5 million PNRs, where this reads the summary in a third of it).
 */
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

const NO_SUMS: DiscountSums = { nights: 0, spend: 0, market: 0 };

/** The sums of the scan's row `i`. */
const sumsAt = (scan: DiscountScan, i: number | undefined): DiscountSums =>
  i === undefined ? NO_SUMS : { nights: scan.nights[i]!, spend: scan.spend[i]!, market: scan.market[i]! };

/**
 * `row` with the figures of its sums added (discount spend-weighted, rates per night). The sums are
 * of amounts in cents, taken to the cent first: what an engine's float additions leave beyond it
 * (which differs with the order it adds in) never tips a rate per night to another cent.
 */
function withFigures<T extends object>(row: T, sums: DiscountSums): T & DiscountFigures {
  const cents = (value: number) => Math.round(value * 100) / 100;
  const { nights } = sums;
  const spend = cents(sums.spend);
  const market = cents(sums.market);
  const figures = row as T & DiscountFigures;
  figures.nights = nights;
  figures.spend = spend;
  figures.spendOnMarketRate = market;
  figures.savings = cents(market - spend);
  figures.adr = nights > 0 ? cents(spend / nights) : 0;
  figures.publicAdr = nights > 0 ? cents(market / nights) : 0;
  figures.discountLevel = asPercent(discountLevelOfSums(spend, market));
  return figures;
}

/** The figures of a row from its sums. */
const discountFigures = (sums: DiscountSums): DiscountFigures => withFigures({}, sums);

/** A room type's sums within a group. */
interface RoomSums extends DiscountSums {
  roomType: string | null;
}

/** A group of the details (a hotel, city or chain): its room types' sums and their total. */
interface GroupSums {
  key: string;
  rooms: RoomSums[];
  total: DiscountSums;
}

/**
 * The scan's hotel rows (`rows`: their indexes) grouped by `keyOf` their hotel id (the hotel, or its
 * city or chain), each group's rows of one room type added up in the order met, and each group's
 * total added up from its room types in the order first met.
 */
function roomsBy(
  scan: DiscountScan,
  rows: readonly number[],
  keyOf: (hotelId: string) => string,
): GroupSums[] {
  const groups = new Map<string, Map<string, RoomSums>>();
  for (const i of rows) {
    const key = keyOf(scan.key[i] as string);
    let rooms = groups.get(key);
    if (!rooms) groups.set(key, (rooms = new Map()));
    const roomType = scan.roomType[i] ?? null;
    const room = rooms.get(String(roomType));
    if (room) {
      room.nights += scan.nights[i]!;
      room.spend += scan.spend[i]!;
      room.market += scan.market[i]!;
    } else rooms.set(String(roomType), { roomType, ...sumsAt(scan, i) });
  }
  return Array.from(groups, ([key, byType]) => {
    const rooms = [...byType.values()];
    const total = { nights: 0, spend: 0, market: 0 };
    for (const room of rooms) {
      total.nights += room.nights;
      total.spend += room.spend;
      total.market += room.market;
    }
    return { key, rooms, total };
  });
}

/** A group's room rows with their figures, most spend first. */
const roomRows = (group: GroupSums) =>
  group.rooms
    .map((r) => withFigures({ roomType: r.roomType as string }, r))
    .sort((a, b) => b.spend - a.spend || a.roomType.localeCompare(b.roomType));

/** The details by city or by chain: one row per name with its room types, most spend first. */
function details(groups: readonly GroupSums[]): DiscountDetailRow[] {
  return groups
    .map((group) => ({ group, row: withFigures({ name: group.key }, group.total) }))
    .sort((a, b) => b.row.spend - a.row.spend || a.row.name.localeCompare(b.row.name))
    .slice(0, DISCOUNT_DETAIL_LIMIT)
    .map(({ group, row }) => Object.assign(row, { rooms: roomRows(group) }));
}

/** The details by hotel (field names: docs/rules/hotel.md#discount-level-benchmarking), most spend first. */
function hotelDetails(
  groups: readonly GroupSums[],
  hotels: ReadonlyMap<string, HotelAttributes>,
): DiscountHotelRow[] {
  return groups
    .map((group) => {
      const hotel = hotels.get(group.key);
      const head = {
        hotelName: hotel?.hotel_name as string,
        chain: hotel?.hotel_master_chain as string,
        address: hotel?.hotel_address as string,
        country: hotel?.destination_country as string,
        stars: hotel?.hotel_star_rating as number,
      };
      return { group, row: withFigures(head, group.total) };
    })
    .sort((a, b) => b.row.spend - a.row.spend || a.row.hotelName.localeCompare(b.row.hotelName))
    .slice(0, DISCOUNT_DETAIL_LIMIT)
    .map(({ group, row }) => Object.assign(row, { rooms: roomRows(group) }));
}

/** The summary of the negotiated nights from their sums. */
function summaryOf(sums: DiscountSums): DiscountSummary {
  const f = discountFigures(sums);
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
  const [scan, spend, hotels] = await Promise.all([
    discountScan(warehouse, new HsiSql(scope, query)),
    utilized(warehouse, new HsiSql(scope, query)),
    hotelsById(warehouse, undefined),
  ]);
  // The rows of each grouping, by their index in the scan's columns.
  const bySet = new Map<number, number[]>();
  scan.set.forEach((set, i) => {
    const rows = bySet.get(Number(set));
    if (rows) rows.push(i);
    else bySet.set(Number(set), [i]);
  });
  const of = (set: number) => bySet.get(set) ?? [];
  const keyed = (set: number) => new Map(of(set).map((i) => [scan.key[i], i]));
  const months = keyed(SET.month);
  const types = keyed(SET.rateType);
  const place = (column: 'destination_city' | 'hotel_master_chain') => (hotelId: string) =>
    String(hotels.get(hotelId)?.[column]);
  return {
    data: {
      summary: summaryOf(sumsAt(scan, of(SET.all)[0])),
      totalSpendWithDiscountUtilized: spend,
      overTime: monthsOf(query).map((month): DiscountOverTimeRow => {
        const f = discountFigures(sumsAt(scan, months.get(month)));
        return { month, discountLevel: f.discountLevel, nights: f.nights, spend: f.spend };
      }),
      discountLevelByRateType: HOTEL_RATE_TYPES.map((rateType): DiscountByRateTypeRow => {
        const f = discountFigures(sumsAt(scan, types.get(rateType)));
        const benchmark = RATE_TYPE_BENCHMARKS[rateType].discountLevel;
        return { rateType, discountLevel: f.discountLevel, benchmark, nights: f.nights, spend: f.spend };
      }),
      details: {
        byHotel: hotelDetails(
          roomsBy(scan, of(SET.hotel), (id) => id),
          hotels,
        ),
        byCity: details(roomsBy(scan, of(SET.hotel), place('destination_city'))),
        byChain: details(roomsBy(scan, of(SET.hotel), place('hotel_master_chain'))),
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
