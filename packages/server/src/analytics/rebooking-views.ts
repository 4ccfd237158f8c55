import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { buildAirFilterClause } from './filters.js';
import { moneyColumn } from './money.js';
import { count, money, periodStart, ratio, SavingsSql } from './savings-sql.js';
import { SqlParams } from './sql-params.js';
import { byDimension } from './savings-views.js';
import { registerView } from './view-route.js';
import type { Warehouse } from './warehouse.js';

/** Base path of the rebooking-success views (spec §7). */
export const REBOOKING_PATH = '/api/views/air/rebookingSuccess';

/** Most rows `/allProcessedDeals` returns (newest first). */
export const PROCESSED_DEALS_LIMIT = 500;

/** Rebooking performance: the ratio of accepted to sent deals overall, per period and per client, and the deals. */
export function registerRebookingViews(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  registerView(app, ctx, warehouse, REBOOKING_PATH, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const rows = await warehouse.all(
      `SELECT ${ratio('sum(accepted_deals)', 'sum(all_sent_deals)')} AS rebookingPerformanceRatio,
        ${count('sum(all_sent_deals)')} AS allSentDeals, ${count('sum(accepted_deals)')} AS acceptedDeals
      FROM ${q.range('faresaver')}`,
      q.params.values,
    );
    return { data: rows[0], currencyFields: [] };
  });

  registerView(app, ctx, warehouse, `${REBOOKING_PATH}/RebookingRatio`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const source = q.range('faresaver', { daily: query.granularity !== 'month' });
    const granularity = q.params.add(query.granularity);
    const data = await warehouse.all(
      `SELECT ${periodStart(granularity)} AS resultDateCreatedAt,
        ${ratio('sum(accepted_deals)', 'sum(all_sent_deals)')} AS rebookingPerformanceRatio,
        ${count('sum(all_sent_deals)')} AS allSentDeals, ${count('sum(accepted_deals)')} AS acceptedDeals
      FROM ${source} GROUP BY resultDateCreatedAt ORDER BY resultDateCreatedAt`,
      q.params.values,
    );
    return { data, currencyFields: [], annotation: { granularity: query.granularity } };
  });

  registerView(app, ctx, warehouse, `${REBOOKING_PATH}/RebookingTable`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const source = byDimension(
      `sum(all_sent_deals) AS sent, sum(accepted_deals) AS accepted,
        sum(${q.savings}) FILTER (WHERE is_rebooked) AS savings`,
      q.range('faresaver'),
    );
    const data = await warehouse.all(
      `SELECT direct_enterprise AS directEnterprise, ${count('sum(sent)')} AS allSentDeals,
        ${count('sum(accepted)')} AS acceptedDeals, ${ratio('sum(accepted)', 'sum(sent)')} AS rebookingPerformanceRatio,
        ${money('sum(savings)')} AS acceptedSavings
      FROM ${source} GROUP BY direct_enterprise ORDER BY allSentDeals DESC, directEnterprise`,
      q.params.values,
    );
    return { data, currencyFields: ['acceptedSavings'] };
  });

  registerView(
    app,
    ctx,
    warehouse,
    `${REBOOKING_PATH}/allProcessedDeals`,
    async ({ tmc, query, currency, scope }) => {
      // The newest days that hold the first 500 deals, from the daily summary, so the deal table is
      // read only from that day on (it is sorted by TMC and day).
      const q = new SavingsSql(scope, query);
      const [cutoff] = await warehouse.all<{ day: string | null }>(
        `SELECT strftime(min(result_date), '%Y-%m-%d') AS day FROM (
        SELECT result_date, sum(n) OVER (ORDER BY result_date DESC) - n AS newer
        FROM (SELECT result_date, sum(pnrs) AS n FROM ${q.range('faresaver', { daily: true })} GROUP BY result_date)
      ) WHERE newer < ${PROCESSED_DEALS_LIMIT}`,
        q.params.values,
      );
      if (!cutoff?.day) return { data: [], currencyFields: ['potentialSavings', 'acceptedSavings'] };
      const params = new SqlParams();
      const where = buildAirFilterClause(params, tmc, query.filters, {
        dateRange: { startDate: cutoff.day, endDate: query.endDate },
      });
      const potential = moneyColumn('savings', currency, query.feeMode);
      const data = await warehouse.all(
        `SELECT record_locator AS recordLocator, direct_enterprise AS directEnterprise,
        strftime(result_date, '%Y-%m-%d') AS resultDateCreatedAt, ticketing_country_code AS ticketingCountryCode,
        deal_status AS dealStatus, ${money(potential)} AS potentialSavings,
        ${money(`CASE WHEN is_rebooked THEN ${potential} ELSE 0 END`)} AS acceptedSavings,
        feedback_meaning_platform AS feedbackMeaningPlatform
      FROM faresaver_deals WHERE ${where}
      ORDER BY result_date DESC, itin_issued_at DESC, record_locator
      LIMIT ${PROCESSED_DEALS_LIMIT}`,
        params.values,
      );
      return {
        data,
        currencyFields: ['potentialSavings', 'acceptedSavings'],
        annotation: { limit: PROCESSED_DEALS_LIMIT },
      };
    },
  );
}
