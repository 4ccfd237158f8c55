import { AVAILABLE_BUCKETS, bucketSql, COVERED_BUCKETS } from '@tripsight/core/hotel-insights';
import type { Dialect } from '../dialect/dialect.js';
import type { AnalyticsQuery } from './query-params.js';
import { moneyColumn } from '../sql/money.js';
import { count, money, percentOf } from '../sql/figures.js';
import { SavingsSql } from '../sql/savings-sql.js';
import type { QueryScope } from '../sql/scope.js';
import { summaryRange } from '../sql/summary-range.js';
import { HOTEL_INSIGHTS_SUMMARY } from '../../dataset/hotel-insights-summaries.js';
import { memoPerWarehouse } from '../warehouse/warehouse-memo.js';

/** The stays of the hotel supplier insights: one row per reservation (dataset/hotel-insights-stays.ts). */
export const HSI_STAYS = 'hotel_insights_stays';

/** `value` on a stay whose negotiated rate was offered at booking, else 0. */
export const available = (value: string) => bucketSql(AVAILABLE_BUCKETS, value);
/** `value` on a stay whose negotiated rate exists but was not offered at booking, else 0. */
export const notAvailable = (value: string) => bucketSql(['rateNotAvailable'], value);

/**
 * The hotels' descriptive columns by `hotel_id` as the stays name it, to join to rows already summed
 * by hotel: summing the stays by id alone and naming the few hundred hotels after is cheaper than
 * carrying their texts through every sum (the stays copy these columns from the same properties).
 */
export const HOTEL_ATTRIBUTES = `(SELECT property_id::VARCHAR AS hotel_id, hotel_name, hotel_address,
  hotel_master_chain, destination_city, destination_country, hotel_state, hotel_star_rating
  FROM hotel_properties)`;

/** A hotel's descriptive columns (`HOTEL_ATTRIBUTES`). */
export interface HotelAttributes {
  hotel_id: string;
  hotel_name: string;
  hotel_address: string;
  hotel_master_chain: string;
  destination_city: string;
  destination_country: string;
  hotel_state: string;
  hotel_star_rating: number;
}

/**
 * Every hotel's descriptive columns by id, read once per warehouse (a dataset never changes while
 * it is open): a view that lists thousands of rows of a few hundred hotels names them from here
 * rather than carrying the same texts out of the engine on every row.
 */
export const hotelsById = memoPerWarehouse(
  async (warehouse) => {
    const rows = await warehouse.all<HotelAttributes>(
      `SELECT hotel_id, hotel_name, hotel_address, hotel_master_chain, destination_city, destination_country,
        hotel_state, ${count('hotel_star_rating')} AS hotel_star_rating FROM ${HOTEL_ATTRIBUTES} p`,
    );
    return new Map(rows.map((row) => [row.hotel_id, row]));
  },
  () => 'hotels',
);

/**
 * The pieces every supplier insights statement shares: bound parameters, the stays of the scope
 * (TMC, filter combinations) checked in within the range, and the money columns in the resolved
 * currency. Plain SQL (CASE sums, no engine-specific aggregates) with the period helper of the
 * savings statements.
 */
export class HsiSql {
  private readonly base: SavingsSql;
  /** Spend paid, at the negotiated rate, at market rate; missed savings; paid above contract. */
  readonly spend: string;
  readonly negotiated: string;
  readonly market: string;
  readonly missed: string;
  readonly overpaid: string;
  readonly saverSavings: string;
  private staysFrom: string | undefined;

  constructor(
    scope: QueryScope,
    private readonly query: Pick<AnalyticsQuery, 'startDate' | 'endDate' | 'feeMode'>,
  ) {
    this.base = new SavingsSql(scope, query);
    this.spend = moneyColumn('spend', scope.currency);
    this.negotiated = moneyColumn('negotiated_spend', scope.currency);
    this.market = moneyColumn('market_spend', scope.currency);
    this.missed = moneyColumn('missed', scope.currency);
    this.overpaid = moneyColumn('overpaid', scope.currency);
    this.saverSavings = moneyColumn('saver_savings', scope.currency);
  }

  /** The stays of the scope and range, as a FROM item (its dates bound on first use). */
  get stays(): string {
    const p = this.base.params;
    this.staysFrom ??= `(SELECT * FROM ${HSI_STAYS} WHERE ${this.base.where}
      AND result_date BETWEEN ${p.add(this.query.startDate)}::DATE AND ${p.add(this.query.endDate)}::DATE) stays`;
    return this.staysFrom;
  }

  /**
   * The supplier insights summary rows of the scope and range (dataset/hotel-insights-summaries.ts),
   * as a FROM item named `stays`: whole months from the monthly table, the days around them from the
   * daily one. Its rows carry the stays' keys (`HOTEL_INSIGHTS_SUMMARY_KEYS`) and their summed
   * nights and money, so a statement that groups and sums only those reads the same figures off far
   * fewer rows. `columns` names what the statement uses (the date always comes along).
   */
  summary(columns: readonly string[]): string {
    const read = summaryRange(this.base.params, this.base.dialect, {
      name: HOTEL_INSIGHTS_SUMMARY,
      where: this.base.where,
      dateColumn: 'result_date',
      startDate: this.query.startDate,
      endDate: this.query.endDate,
      columns: ['result_date', ...columns].join(', '),
    });
    return `${read} stays`;
  }

  /** The warehouse's SQL dialect. */
  get dialect(): Dialect {
    return this.base.dialect;
  }

  /** A money figure of `expression`, rounded to the cent as the engine's dialect rounds. */
  money(expression: string): string {
    return money(this.base.dialect, expression);
  }

  /** `part` over `whole` in percent (0-100, two decimals; 0 over nothing), each side an expression of its own. */
  percent(part: string, whole: string): string {
    return percentOf(this.base.dialect, `(${part})`, `(${whole})`);
  }

  get params(): unknown[] {
    return this.base.params.values;
  }

  /** Binds a value and returns its placeholder. */
  add(value: unknown): string {
    return this.base.params.add(value);
  }

  /** The check-in month of a stay, as YYYY-MM-01. */
  month(): string {
    return this.base.periodStart('month');
  }

  /**
   * The sums every rate is a ratio of, on spend and on nights, named `{bucket}_spend` /
   * `{bucket}_nights` plus `covered_*`, `available_*` and `total_*`.
   */
  bucketSums(): string {
    const sums = (name: string, value: string) => [
      `sum(${value}) AS total_${name}`,
      `sum(${bucketSql(COVERED_BUCKETS, value)}) AS covered_${name}`,
      `sum(${available(value)}) AS available_${name}`,
      `sum(${notAvailable(value)}) AS not_available_${name}`,
      `sum(${bucketSql(['availableNotUsed'], value)}) AS not_used_${name}`,
      `sum(${bucketSql(['onNegotiatedRate'], value)}) AS negotiated_${name}`,
      `sum(${bucketSql(['notCovered'], value)}) AS not_covered_${name}`,
    ];
    return [...sums('spend', this.spend), ...sums('nights', 'nights')].join(',\n      ');
  }
}

/** The months from the range's start to its end, as YYYY-MM-01, oldest first (every month has a row). */
export function monthsOf(query: Pick<AnalyticsQuery, 'startDate' | 'endDate'>): string[] {
  const months: string[] = [];
  let [year, month] = query.startDate.split('-').map(Number) as [number, number];
  const last = query.endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(`${key}-01`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
