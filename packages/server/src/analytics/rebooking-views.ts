import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { buildAirFilterClause } from './filters.js';
import { moneyColumn } from './money.js';
import { count, money, periodStart, ratio, savingsSql } from './savings-sql.js';
import { SqlParams } from './sql-params.js';
import { registerView } from './view-route.js';
import type { Warehouse } from './warehouse.js';

/** Base path of the rebooking-success views (spec §7). */
export const REBOOKING_PATH = '/api/views/air/rebookingSuccess';

/** Most rows `/allProcessedDeals` returns (newest first). */
export const PROCESSED_DEALS_LIMIT = 500;

/** Rebooking performance: the ratio of accepted to sent deals overall, per period and per client, and the deals. */
export function registerRebookingViews(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  registerView(app, ctx, warehouse, REBOOKING_PATH, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const rows = await warehouse.all(
      `SELECT ${ratio('sum(accepted_deals)', 'sum(all_sent_deals)')} AS rebookingPerformanceRatio,
        ${count('sum(all_sent_deals)')} AS allSentDeals, ${count('sum(accepted_deals)')} AS acceptedDeals
      FROM faresaver_daily WHERE ${q.inRange}`,
      q.params.values,
    );
    return { data: rows[0], currencyFields: [] };
  });

  registerView(app, ctx, warehouse, `${REBOOKING_PATH}/RebookingRatio`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const granularity = q.params.add(query.granularity);
    const data = await warehouse.all(
      `SELECT ${periodStart(granularity)} AS resultDateCreatedAt,
        ${ratio('sum(accepted_deals)', 'sum(all_sent_deals)')} AS rebookingPerformanceRatio,
        ${count('sum(all_sent_deals)')} AS allSentDeals, ${count('sum(accepted_deals)')} AS acceptedDeals
      FROM faresaver_daily WHERE ${q.inRange}
      GROUP BY resultDateCreatedAt ORDER BY resultDateCreatedAt`,
      q.params.values,
    );
    return { data, currencyFields: [], annotation: { granularity: query.granularity } };
  });

  registerView(app, ctx, warehouse, `${REBOOKING_PATH}/RebookingTable`, async ({ tmc, query, currency }) => {
    const q = savingsSql(tmc, query, currency);
    const data = await warehouse.all(
      `SELECT direct_enterprise AS directEnterprise, ${count('sum(all_sent_deals)')} AS allSentDeals,
        ${count('sum(accepted_deals)')} AS acceptedDeals,
        ${ratio('sum(accepted_deals)', 'sum(all_sent_deals)')} AS rebookingPerformanceRatio,
        ${money(`sum(${q.savings}) FILTER (WHERE is_rebooked)`)} AS acceptedSavings
      FROM faresaver_daily WHERE ${q.inRange}
      GROUP BY direct_enterprise ORDER BY allSentDeals DESC, directEnterprise`,
      q.params.values,
    );
    return { data, currencyFields: ['acceptedSavings'] };
  });

  registerView(
    app,
    ctx,
    warehouse,
    `${REBOOKING_PATH}/allProcessedDeals`,
    async ({ tmc, query, currency }) => {
      const params = new SqlParams();
      const where = buildAirFilterClause(params, tmc, query.filters, {
        dateRange: { startDate: query.startDate, endDate: query.endDate },
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
