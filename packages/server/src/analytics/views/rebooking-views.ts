import {
  allProcessedDealsView,
  PROCESSED_DEALS_LIMIT,
  rebookingRatioView,
  rebookingSuccessView,
  rebookingTableView,
  type ViewRow,
} from '@tripsight/core/views';
import { moneyColumn } from '../sql/money.js';
import { count, money, ratio, SavingsSql } from '../sql/savings-sql.js';
import { perClient, perPeriod } from '../sql/rows-per.js';
import { scopeClause } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import { firstRow, periodQuery, selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';
import type { Dialect } from '../dialect/dialect.js';

/*
 * Rebooking performance: the ratio of accepted to sent deals overall, per period and per client,
 * and the newest deals.
 */

/** The ratio and its two counts over summary rows (shared by the total and the per-period view). */
const successFigures = (dialect: Dialect) => ({
  rebookingPerformanceRatio: ratio(dialect, 'sum(accepted_deals)', 'sum(all_sent_deals)'),
  allSentDeals: count('sum(all_sent_deals)'),
  acceptedDeals: count('sum(accepted_deals)'),
});

/** `/rebookingSuccess`: accepted over sent deals in the range. */
const rebookingSuccess: ViewQuery<typeof rebookingSuccessView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const rows = await warehouse.all<ViewRow<typeof rebookingSuccessView>>(
    `SELECT ${selectAs<ViewRow<typeof rebookingSuccessView>>(successFigures(scope.dialect))} FROM ${q.range('savings')}`,
    q.params.values,
  );
  return { data: firstRow(rows), currencyFields: [] };
};

/** `/RebookingRatio`: the ratio per day, week or month (by default from the range length). */
const rebookingRatio = periodQuery<typeof rebookingRatioView>(
  async (granularity, warehouse, scope, query) => {
    const q = new SavingsSql(scope, query);
    const data = await perPeriod<ViewRow<typeof rebookingRatioView>>(
      warehouse,
      q,
      granularity,
      successFigures(scope.dialect),
    );
    return { data, currencyFields: [] };
  },
);

/** `/RebookingTable`: the ratio and accepted savings per client, most deals first. */
const rebookingTable: ViewQuery<typeof rebookingTableView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const data = await perClient<ViewRow<typeof rebookingTableView>>(warehouse, q, {
    rebookingPerformanceRatio: ratio(scope.dialect, 'sum(accepted)', 'sum(sent)'),
  });
  return { data, currencyFields: ['acceptedSavings'] };
};

/** `/allProcessedDeals`: the newest deals (at most PROCESSED_DEALS_LIMIT), rebooked or not. */
const allProcessedDeals: ViewQuery<typeof allProcessedDealsView> = async (warehouse, scope, query) => {
  const currencyFields = ['potentialSavings', 'acceptedSavings'] as const;
  // The newest days that hold the first deals, from the daily summary, so the deal table is read
  // only from that day on (it is sorted by TMC and day).
  const q = new SavingsSql(scope, query);
  const date = q.product.dateColumn;
  const [cutoff] = await warehouse.all<{ day: string | null }>(
    `SELECT ${scope.dialect.day(`min(${date})`)} AS day FROM (
      SELECT ${date}, sum(n) OVER (ORDER BY ${date} DESC) - n AS newer
      FROM (SELECT ${date}, sum(pnrs) AS n FROM ${q.range('savings', { daily: true })} GROUP BY ${date})
    ) WHERE newer < ${PROCESSED_DEALS_LIMIT}`,
    q.params.values,
  );
  if (!cutoff?.day) return { data: [], currencyFields };
  const params = new SqlParams(scope.dialect);
  const where = scopeClause(params, scope, {
    table: 'rows',
    dateRange: { startDate: cutoff.day, endDate: query.endDate },
  });
  const potential = moneyColumn('savings', scope.currency, query.feeMode);
  const data = await warehouse.all<ViewRow<typeof allProcessedDealsView>>(
    `SELECT ${selectAs<ViewRow<typeof allProcessedDealsView>>({
      recordLocator: 'record_locator',
      directEnterprise: scope.product.filterColumns.corporate,
      resultDateCreatedAt: scope.dialect.day(date),
      ticketingCountryCode: 'ticketing_country_code',
      dealStatus: 'deal_status',
      potentialSavings: money(scope.dialect, potential),
      acceptedSavings: money(scope.dialect, `CASE WHEN is_rebooked THEN ${potential} ELSE 0 END`),
      feedbackMeaningPlatform: 'feedback_meaning_platform',
    })}
    FROM ${scope.product.rowTables.savings} WHERE ${where}
    ORDER BY ${date} DESC, itin_issued_at DESC, record_locator
    LIMIT ${PROCESSED_DEALS_LIMIT}`,
    params.values,
  );
  return { data, currencyFields, annotation: { limit: PROCESSED_DEALS_LIMIT } };
};

/** The rebooking-success views, each a contract of core and its query function. */
export const REBOOKING_VIEW_ROUTES = [
  viewRoute(rebookingSuccessView, rebookingSuccess),
  viewRoute(rebookingRatioView, rebookingRatio),
  viewRoute(rebookingTableView, rebookingTable),
  viewRoute(allProcessedDealsView, allProcessedDeals),
];
