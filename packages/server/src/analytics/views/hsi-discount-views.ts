import { asPercent, discountLevelOfSums, RATE_TYPE_BENCHMARKS } from '@tripsight/core/hotel-insights';
import {
  HOTEL_RATE_TYPES,
  hotelDiscountBenchmarkingView,
  type DiscountByRateTypeRow,
  type DiscountDetailRow,
  type DiscountFigures,
  type DiscountOverTimeRow,
  type DiscountSummary,
  type DiscountUtilizedSpend,
} from '@tripsight/core/views';
import { count, money } from '../sql/savings-sql.js';
import { HsiSql, monthsOf, percent } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/*
 * Discount level benchmarking (hotel-ops §2.7, §3 Discount benchmark response): the negotiated
 * nights against their market rate (the lowest qualified comparable public rate), the discount
 * always spend-weighted: 1 − Σ(nights·paid) / Σ(nights·market).
 */

/** Rows of each details table, most spend first. */
export const DISCOUNT_DETAIL_LIMIT = 500;

/** The negotiated stays of the scope and range, as a FROM item. */
const negotiatedStays = (q: HsiSql) => `${q.stays} WHERE bucket = 'onNegotiatedRate'`;
/** The discount level of summed spend and market spend, in percent. */
const discountSql = (spend: string, market: string) => percent(`${market} - ${spend}`, market);

async function summary(warehouse: Warehouse, q: HsiSql): Promise<DiscountSummary> {
  const rows = await warehouse.all<DiscountSummary>(
    `SELECT ${selectAs<DiscountSummary>({
      savingsRealizedSpend: money(`sum(${q.market}) - sum(${q.spend})`),
      savingsRealizedNights: count('sum(nights)'),
      discountLevel: discountSql(`sum(${q.spend})`, `sum(${q.market})`),
      averageDailyRate: money(`sum(${q.spend}) / nullif(sum(nights), 0)`),
      averageDailyMarketRate: money(`sum(${q.market}) / nullif(sum(nights), 0)`),
      spendAtMarketRate: money(`sum(${q.market})`),
    })}
    FROM ${negotiatedStays(q)}`,
    q.params,
  );
  return firstRow(rows);
}

async function utilized(warehouse: Warehouse, q: HsiSql): Promise<DiscountUtilizedSpend> {
  const applied = (value: string) =>
    `sum(CASE WHEN bucket = 'onNegotiatedRate' AND NOT above_contract THEN ${value} ELSE 0 END)`;
  const rows = await warehouse.all<DiscountUtilizedSpend>(
    `SELECT ${selectAs<DiscountUtilizedSpend>({
      spendWithDiscountUtilized: money(applied(q.spend)),
      totalSpend: money(`sum(${q.spend})`),
      share: percent(applied(q.spend), `sum(${q.spend})`),
      nights: count(applied('nights')),
    })}
    FROM ${q.stays}`,
    q.params,
  );
  return firstRow(rows);
}

async function overTime(warehouse: Warehouse, q: HsiSql, months: string[]): Promise<DiscountOverTimeRow[]> {
  const rows = await warehouse.all<DiscountOverTimeRow>(
    `SELECT ${selectAs<DiscountOverTimeRow>({
      month: q.month(),
      discountLevel: discountSql(`sum(${q.spend})`, `sum(${q.market})`),
      nights: count('sum(nights)'),
      spend: money(`sum(${q.spend})`),
    })}
    FROM ${negotiatedStays(q)} GROUP BY 1`,
    q.params,
  );
  const found = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => found.get(month) ?? { month, discountLevel: 0, nights: 0, spend: 0 });
}

async function byRateType(warehouse: Warehouse, q: HsiSql): Promise<DiscountByRateTypeRow[]> {
  const rows = await warehouse.all<Omit<DiscountByRateTypeRow, 'benchmark'>>(
    `SELECT ${selectAs<Omit<DiscountByRateTypeRow, 'benchmark'>>({
      rateType: 'rate_type',
      discountLevel: discountSql(`sum(${q.spend})`, `sum(${q.market})`),
      nights: count('sum(nights)'),
      spend: money(`sum(${q.spend})`),
    })}
    FROM ${negotiatedStays(q)} GROUP BY rate_type`,
    q.params,
  );
  return HOTEL_RATE_TYPES.map((rateType) => ({
    rateType,
    discountLevel: 0,
    nights: 0,
    spend: 0,
    ...rows.find((r) => r.rateType === rateType),
    benchmark: RATE_TYPE_BENCHMARKS[rateType].discountLevel,
  }));
}

/** Sums of a details row or room type. */
interface DiscountSums {
  nights: number;
  spend: number;
  market: number;
}

/** The figures of a row from its sums (discount spend-weighted, rates per night). */
export function discountFigures({ nights, spend, market }: DiscountSums): DiscountFigures {
  const cents = (value: number) => Math.round(value * 100) / 100;
  return {
    nights,
    spend: cents(spend),
    spendOnMarketRate: cents(market),
    savings: cents(market - spend),
    adr: nights > 0 ? cents(spend / nights) : 0,
    publicAdr: nights > 0 ? cents(market / nights) : 0,
    discountLevel: asPercent(discountLevelOfSums(spend, market)),
  };
}

type DetailKey = 'hotel' | 'city' | 'chain';
const KEY_COLUMNS: Record<DetailKey, string> = {
  hotel: 'hotel_id',
  city: 'destination_city',
  chain: 'hotel_master_chain',
};

/** A details table: one row per hotel, city or chain with its room types, most spend first. */
async function details(warehouse: Warehouse, q: HsiSql, key: DetailKey): Promise<DiscountDetailRow[]> {
  const rows = await warehouse.all<
    DiscountSums & {
      key: string;
      roomType: string;
      name: string;
      chain: string;
      address: string;
      country: string;
      stars: number;
    }
  >(
    `SELECT ${KEY_COLUMNS[key]} AS key, room_type AS "roomType", min(hotel_name) AS name,
      min(hotel_master_chain) AS chain, min(hotel_address) AS address, min(destination_country) AS country,
      ${count('min(hotel_star_rating)')} AS stars, ${count('sum(nights)')} AS nights,
      sum(${q.spend})::DOUBLE AS spend, sum(${q.market})::DOUBLE AS market
    FROM ${negotiatedStays(q)} GROUP BY 1, 2`,
    q.params,
  );
  const groups = new Map<string, typeof rows>();
  for (const row of rows) groups.set(row.key, [...(groups.get(row.key) ?? []), row]);
  const out = [...groups.entries()].map(([name, rooms]) => {
    const total = rooms.reduce(
      (sum, r) => ({
        nights: sum.nights + r.nights,
        spend: sum.spend + r.spend,
        market: sum.market + r.market,
      }),
      { nights: 0, spend: 0, market: 0 },
    );
    const first = rooms[0] as (typeof rows)[number];
    const hotel =
      key === 'hotel'
        ? { chain: first.chain, address: first.address, country: first.country, stars: first.stars }
        : {};
    return {
      name: key === 'hotel' ? first.name : name,
      ...hotel,
      ...discountFigures(total),
      rooms: rooms
        .map((r) => ({ roomType: r.roomType, ...discountFigures(r) }))
        .sort((a, b) => b.spend - a.spend || a.roomType.localeCompare(b.roomType)),
    };
  });
  return out
    .sort((a, b) => b.spend - a.spend || a.name.localeCompare(b.name))
    .slice(0, DISCOUNT_DETAIL_LIMIT);
}

/** `/discountBenchmarking`: the hotel-ops §3 Discount benchmark response (money in the answer's currency). */
export const hotelDiscountBenchmarking: ViewQuery<typeof hotelDiscountBenchmarkingView> = async (
  warehouse,
  scope,
  query,
) => {
  const fresh = () => new HsiSql(scope, query);
  const [head, spend, months, types, byHotel, byCity, byChain] = await Promise.all([
    summary(warehouse, fresh()),
    utilized(warehouse, fresh()),
    overTime(warehouse, fresh(), monthsOf(query)),
    byRateType(warehouse, fresh()),
    details(warehouse, fresh(), 'hotel'),
    details(warehouse, fresh(), 'city'),
    details(warehouse, fresh(), 'chain'),
  ]);
  return {
    data: {
      summary: head,
      totalSpendWithDiscountUtilized: spend,
      overTime: months,
      discountLevelByRateType: types,
      details: { byHotel, byCity, byChain },
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
