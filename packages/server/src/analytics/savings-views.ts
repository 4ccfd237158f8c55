import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { count, goLiveDate, money, periodStart, ratio, SavingsSql } from './savings-sql.js';
import { registerView } from './view-route.js';
import type { Warehouse } from './warehouse.js';

/** Base path of the Faresaver savings views (spec §7). */
export const FARESAVER_PATH = '/api/views/air/faresaver';

const first = <T>(rows: T[]): T => rows[0] as T;

/** Per-filter-combination totals of `source`, joined to their dimensions (country, corporate, …). */
export const byDimension = (measures: string, source: string, where = 'TRUE') =>
  `(SELECT d.*, x.* EXCLUDE (dim_id) FROM (SELECT dim_id, ${measures} FROM ${source} WHERE ${where} GROUP BY dim_id) x
    JOIN air_dimensions d USING (dim_id))`;

/**
 * The savings overview family: KPI figures, all-time savings, tracked spend, by country, by period,
 * per client and feedback. Deals and savings come from the `faresaver_*` summaries, tracked spend
 * from `air_tracked_*`, both by the day the Faresaver result was created (`result_date`).
 */
export function registerSavingsViews(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savingsOverview`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const rows = await warehouse.all(
      `WITH d AS (
        SELECT sum(${q.savings}) FILTER (WHERE is_rebooked) AS accepted,
          sum(pnrs) FILTER (WHERE is_rebooked) AS rebooked,
          sum(${q.savings}) FILTER (WHERE NOT is_rebooked) AS not_accepted,
          sum(pnrs) FILTER (WHERE NOT is_rebooked) AS not_accepted_pnrs,
          sum(accepted_deals) AS accepted_deals, sum(all_sent_deals) AS sent_deals,
          sum(not_accepted_deals) AS not_accepted_deals
        FROM ${q.range('faresaver')}
      ), t AS (
        SELECT sum(${q.spend}) AS spend, sum(tracked_pnrs) AS tracked, sum(valid_pnrs) AS valid
        FROM ${q.range('air_tracked')}
      )
      SELECT ${money('d.accepted')} AS acceptedSavings, ${count('d.rebooked')} AS rebookedPNRs,
        ${money('d.not_accepted')} AS savingsNotAccepted, ${count('d.not_accepted_pnrs')} AS savingsNotAcceptedPNRs,
        ${money('coalesce(d.accepted, 0) + coalesce(d.not_accepted, 0)')} AS potentialSavingsWithFilters,
        ${ratio('d.accepted_deals', 'd.sent_deals')} AS rebookingPerformanceRatio,
        ${money('t.spend')} AS trackedSpend, ${count('t.tracked')} AS trackedPnrs, ${count('t.valid')} AS validPnrs,
        ${count('d.accepted_deals')} AS acceptedDeals, ${count('d.sent_deals')} AS allSentDeals,
        ${count('d.not_accepted_deals')} AS notAcceptedDeals, ${goLiveDate(q.scope)} AS goLiveDate
      FROM d, t`,
      q.params.values,
    );
    return {
      data: first(rows),
      currencyFields: [
        'acceptedSavings',
        'savingsNotAccepted',
        'potentialSavingsWithFilters',
        'trackedSpend',
      ],
    };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/allTimeSavings`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const rows = await warehouse.all(
      `SELECT ${money(`sum(${q.savings})`)} AS acceptedSavings, ${count('sum(pnrs)')} AS rebookedPNRs,
        ${goLiveDate(q.scope)} AS goLiveDate,
        (SELECT strftime(min(result_date), '%Y-%m-%d') FROM air_tracked_daily WHERE ${q.where}) AS itinGoLiveDate
      FROM ${q.allTime('faresaver')} WHERE is_rebooked`,
      q.params.values,
    );
    return { data: first(rows), currencyFields: ['acceptedSavings'], annotation: { allTime: true } };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/trackedSpend`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const rows = await warehouse.all(
      `SELECT ${money(`sum(${q.spend})`)} AS trackedSpend, ${count('sum(tracked_pnrs)')} AS trackedPnrs,
        ${count('sum(valid_pnrs)')} AS validPnrs
      FROM ${q.range('air_tracked')}`,
      q.params.values,
    );
    return { data: first(rows), currencyFields: ['trackedSpend'] };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/trackedByCountry`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const source = byDimension(`sum(${q.spend}) AS spend, sum(tracked_pnrs) AS pnrs`, q.range('air_tracked'));
    const data = await warehouse.all(
      `SELECT ticketing_country_code AS ticketingCountryCode, any_value(ticketing_country) AS ticketingCountry,
        ${money('sum(spend)')} AS trackedSpend, ${count('sum(pnrs)')} AS trackedPnrs
      FROM ${source} GROUP BY ticketing_country_code ORDER BY trackedSpend DESC, ticketingCountryCode`,
      q.params.values,
    );
    return { data, currencyFields: ['trackedSpend'] };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savingsByCountry`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const source = byDimension(
      `sum(${q.savings}) AS savings, sum(pnrs) AS pnrs`,
      q.range('faresaver'),
      'is_rebooked',
    );
    const data = await warehouse.all(
      `SELECT ticketing_country_code AS ticketingCountryCode, any_value(ticketing_country) AS ticketingCountry,
        ${money('sum(savings)')} AS acceptedSavings, ${count('sum(pnrs)')} AS rebookedPNRs
      FROM ${source} GROUP BY ticketing_country_code ORDER BY acceptedSavings DESC, ticketingCountryCode`,
      q.params.values,
    );
    return { data, currencyFields: ['acceptedSavings'] };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savingsByMonth`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const source = q.range('faresaver', { daily: query.granularity !== 'month' });
    const granularity = q.params.add(query.granularity);
    const notAccepted = query.withNotAccepted
      ? `, ${money(`sum(${q.savings}) FILTER (WHERE NOT is_rebooked)`)} AS savingsNotAccepted`
      : '';
    const data = await warehouse.all(
      `SELECT ${periodStart(granularity)} AS resultDateCreatedAt,
        ${money(`sum(${q.savings}) FILTER (WHERE is_rebooked)`)} AS acceptedSavings,
        ${count('sum(pnrs) FILTER (WHERE is_rebooked)')} AS rebookedPNRs${notAccepted}
      FROM ${source} GROUP BY resultDateCreatedAt ORDER BY resultDateCreatedAt`,
      q.params.values,
    );
    return {
      data,
      currencyFields: query.withNotAccepted ? ['acceptedSavings', 'savingsNotAccepted'] : ['acceptedSavings'],
      annotation: { granularity: query.granularity },
    };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/savings`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const source = byDimension(
      `sum(all_sent_deals) AS sent, sum(accepted_deals) AS accepted, sum(not_accepted_deals) AS not_accepted,
        sum(${q.savings}) FILTER (WHERE is_rebooked) AS savings, sum(${q.savings}) FILTER (WHERE NOT is_rebooked) AS missed`,
      q.range('faresaver'),
    );
    const data = await warehouse.all(
      `SELECT direct_enterprise AS directEnterprise, ${count('sum(sent)')} AS allSentDeals,
        ${count('sum(accepted)')} AS acceptedDeals, ${count('sum(not_accepted)')} AS notAcceptedDeals,
        ${money('sum(savings)')} AS acceptedSavings, ${money('sum(missed)')} AS savingsNotAccepted
      FROM ${source} GROUP BY direct_enterprise ORDER BY allSentDeals DESC, directEnterprise`,
      q.params.values,
    );
    return { data, currencyFields: ['acceptedSavings', 'savingsNotAccepted'] };
  });

  registerView(app, ctx, warehouse, `${FARESAVER_PATH}/feedback`, async ({ query, scope }) => {
    const q = new SavingsSql(scope, query);
    const data = await warehouse.all(
      `SELECT feedback_meaning_platform AS feedbackMeaningPlatform,
        ${count('sum(not_accepted_deals)')} AS notAcceptedDeals, ${money(`sum(${q.savings})`)} AS savingsNotAccepted
      FROM ${q.range('faresaver')} WHERE NOT is_rebooked
      GROUP BY feedback_meaning_platform ORDER BY notAcceptedDeals DESC, feedbackMeaningPlatform`,
      q.params.values,
    );
    return { data, currencyFields: ['savingsNotAccepted'] };
  });
}
