import type { Granularity } from '@tripsight/core/rules';
import { count, money, type SavingsSql } from './savings-sql.js';
import { selectAs } from '../views/view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/** One SQL expression per field of a row type (optional fields may be left out). */
type Columns<Row> = { [K in keyof Row]: string };

/** A dimension views group by: its SQL key and the row fields that name it. */
export interface Dimension<Keys extends string> {
  groupBy: string;
  keys: { [K in Keys]: string };
}

/** Per ticketing country: its code and name. */
export const COUNTRY: Dimension<'ticketingCountryCode' | 'ticketingCountry'> = {
  groupBy: 'ticketing_country_code',
  keys: { ticketingCountryCode: 'ticketing_country_code', ticketingCountry: 'any_value(ticketing_country)' },
};

/**
 * Rows per value of a dimension from per-filter-combination totals (`source`): the dimension's
 * fields, then the figures, the largest `largest` first and ties in key order. The country and
 * client views differ only in these.
 */
export function rowsPer<Row, Keys extends keyof Row & string>(
  warehouse: Warehouse,
  q: SavingsSql,
  dimension: Dimension<Keys>,
  source: string,
  figures: Omit<Columns<Row>, Keys>,
  largest: Exclude<keyof Row, Keys> & string,
): Promise<Row[]> {
  const columns = { ...dimension.keys, ...figures } as Columns<Row>;
  const firstKey = Object.keys(dimension.keys)[0];
  return warehouse.all<Row>(
    `SELECT ${selectAs<Row>(columns)} FROM ${source}
    GROUP BY ${dimension.groupBy} ORDER BY "${largest}" DESC, "${firstKey}"`,
    q.params.values,
  );
}

/** The fields every per-client row has: the client, its deals sent and accepted, and the accepted savings. */
interface ClientRow {
  directEnterprise: string;
  allSentDeals: number;
  acceptedDeals: number;
  acceptedSavings: number;
}

/**
 * Rows per client (the product's Client filter column, named directEnterprise in the rows), most
 * deals sent first: the deal counts and accepted savings, and the view's `more` figures over the
 * per-client totals `sent`, `accepted`, `not_accepted`, `savings` (accepted) and `missed`.
 */
export function perClient<Row extends ClientRow>(
  warehouse: Warehouse,
  q: SavingsSql,
  more: Omit<Columns<Row>, keyof ClientRow>,
): Promise<Row[]> {
  const column = q.product.filterColumns.corporate;
  const source = q.perDimension(
    `sum(all_sent_deals) AS sent, sum(accepted_deals) AS accepted, sum(not_accepted_deals) AS not_accepted,
      sum(${q.savings}) FILTER (WHERE is_rebooked) AS savings, sum(${q.savings}) FILTER (WHERE NOT is_rebooked) AS missed`,
    q.range('savings'),
  );
  const figures = {
    allSentDeals: count('sum(sent)'),
    acceptedDeals: count('sum(accepted)'),
    acceptedSavings: money(q.dialect, 'sum(savings)'),
    ...more,
  } as Omit<Columns<Row>, 'directEnterprise'>;
  return rowsPer<Row, 'directEnterprise'>(
    warehouse,
    q,
    { groupBy: column, keys: { directEnterprise: column } },
    source,
    figures,
    'allSentDeals' as Exclude<keyof Row, 'directEnterprise'> & string,
  );
}

/**
 * Rows per day, week (from Monday) or month of the savings summaries, oldest first: the period's
 * first day in `resultDateCreatedAt`, then the figures. Days and weeks read the daily summary.
 */
export function perPeriod<Row extends { resultDateCreatedAt: string }>(
  warehouse: Warehouse,
  q: SavingsSql,
  granularity: Granularity,
  figures: Omit<Columns<Row>, 'resultDateCreatedAt'>,
): Promise<Row[]> {
  const source = q.range('savings', { daily: granularity !== 'month' });
  const columns = { resultDateCreatedAt: q.periodStart(granularity), ...figures } as Columns<Row>;
  return warehouse.all<Row>(
    `SELECT ${selectAs<Row>(columns)} FROM ${source} GROUP BY ALL ORDER BY "resultDateCreatedAt"`,
    q.params.values,
  );
}
