import { CURRENT_SAVINGS_THRESHOLD, THRESHOLD_MAX, THRESHOLD_STEP } from '@tripsight/core/savings';
import {
  rebookingDecisionsView,
  rebookingFunnelView,
  thresholdBucketsView,
  thresholdClientsView,
  type ViewRow,
} from '@tripsight/core/views';
import { moneyColumn } from '../sql/money.js';
import { count, money } from '../sql/savings-sql.js';
import { scopeClause, type QueryScope } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import type { AnalyticsQuery } from './query-params.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';

/*
 * Rebooking analysis: the decision funnel of the Faresaver deals (found, sent, accepted, declined or
 * expired, rebooked) and the threshold simulator's per-client figures. They read the deal rows of the
 * range (`faresaver_deals`, and `faresaver_held_deals` for deals found and not sent), scoped like the
 * summaries the savings overview reads, so the shared figures are the same.
 */

/** Deals not sent: found under the current minimum saving (dataset/faresaver.ts). */
const HELD_DEALS = 'faresaver_held_deals';

/** The pieces of a statement over the deal rows of a query's scope and range. */
class DealsSql {
  readonly params: SqlParams;
  /** Saving in the resolved currency and fee mode. */
  readonly savings: string;
  /** Saving less the carrier's change fee: what the minimum of the simulator is compared with. */
  readonly netSavings: string;
  readonly client: string;
  readonly deals: string;

  constructor(
    private readonly scope: QueryScope,
    private readonly query: AnalyticsQuery,
  ) {
    this.params = new SqlParams(scope.dialect);
    this.savings = moneyColumn('savings', scope.currency, query.feeMode);
    this.netSavings = `(${this.savings} - ${moneyColumn('change_fee', scope.currency)})`;
    this.client = scope.product.filterColumns.corporate;
    this.deals = scope.product.rowTables.savings;
  }

  /** The TMC, filters and date range over a deal table (each call binds its own values). */
  where(): string {
    const { startDate, endDate } = this.query;
    return scopeClause(this.params, this.scope, { table: 'rows', dateRange: { startDate, endDate } });
  }
}

/** `/rebookingAnalysis/funnel`: deals found, sent, accepted, declined, expired; PNRs rebooked; decision times. */
const rebookingFunnel: ViewQuery<typeof rebookingFunnelView> = async (warehouse, scope, query) => {
  const q = new DealsSql(scope, query);
  const { dialect } = scope;
  const minutes = (expression: string) => `${dialect.round(expression, 0)}::DOUBLE`;
  const rows = await warehouse.all<ViewRow<typeof rebookingFunnelView>>(
    `SELECT ${selectAs<ViewRow<typeof rebookingFunnelView>>({
      dealsFound: count('d.sent + h.held'),
      heldDeals: count('h.held'),
      allSentDeals: count('d.sent'),
      acceptedDeals: count('d.accepted'),
      declinedDeals: count('d.declined'),
      expiredDeals: count('d.expired'),
      rebookedPNRs: count('d.rebooked'),
      acceptedSavings: money(scope.dialect, 'd.accepted_savings'),
      savingsLostDeclined: money(scope.dialect, 'd.lost_declined'),
      savingsLostExpired: money(scope.dialect, 'd.lost_expired'),
      medianMinutesToAccept: minutes('d.to_accept'),
      medianMinutesToDecline: minutes('d.to_decline'),
      p90MinutesToDecision: minutes('d.p90'),
      medianHoursOpenWhenExpired: `${dialect.round('d.open_hours', 1)}::DOUBLE`,
    })}
    FROM (
      SELECT sum(deals_sent) AS sent, sum(accepted_deals) AS accepted,
        sum(not_accepted_deals) FILTER (WHERE decision = 'Declined') AS declined,
        sum(not_accepted_deals) FILTER (WHERE decision = 'Expired') AS expired,
        count(*) FILTER (WHERE is_rebooked) AS rebooked,
        sum(${q.savings}) FILTER (WHERE is_rebooked) AS accepted_savings,
        sum(${q.savings}) FILTER (WHERE decision = 'Declined') AS lost_declined,
        sum(${q.savings}) FILTER (WHERE decision = 'Expired') AS lost_expired,
        ${dialect.median('decision_minutes', "decision = 'Accepted'")} AS to_accept,
        ${dialect.median('decision_minutes', "decision = 'Declined'")} AS to_decline,
        ${dialect.quantile('decision_minutes', 0.9)} AS p90,
        ${dialect.median(`${dialect.secondsBetween('deal_sent_at', 'deal_expires_at')} / 3600`, "decision = 'Expired'")} AS open_hours
      FROM ${q.deals} WHERE ${q.where()}
    ) d, (SELECT count(*) AS held FROM ${HELD_DEALS} WHERE ${q.where()}) h`,
    q.params.values,
  );
  return {
    data: firstRow(rows),
    currencyFields: ['acceptedSavings', 'savingsLostDeclined', 'savingsLostExpired'],
  };
};

/** `/rebookingAnalysis/decisions`: deals not accepted and their savings per decision and reason. */
const rebookingDecisions: ViewQuery<typeof rebookingDecisionsView> = async (warehouse, scope, query) => {
  const q = new DealsSql(scope, query);
  const data = await warehouse.all<ViewRow<typeof rebookingDecisionsView>>(
    `SELECT ${selectAs<ViewRow<typeof rebookingDecisionsView>>({
      decision: 'decision',
      feedbackMeaningPlatform: 'feedback_meaning_platform',
      notAcceptedDeals: count('sum(not_accepted_deals)'),
      savingsNotAccepted: money(scope.dialect, `sum(${q.savings})`),
      medianDecisionMinutes: `${scope.dialect.round(scope.dialect.median('decision_minutes'), 0)}::DOUBLE`,
    })}
    FROM ${q.deals} WHERE ${q.where()} AND NOT is_rebooked
    GROUP BY ALL ORDER BY "notAcceptedDeals" DESC, "feedbackMeaningPlatform"`,
    q.params.values,
  );
  return { data, currencyFields: ['savingsNotAccepted'] };
};

/** `/rebookingAnalysis/thresholdClients`: PNRs and deals sent and rebooked per client, most deals first. */
const thresholdClients: ViewQuery<typeof thresholdClientsView> = async (warehouse, scope, query) => {
  const q = new DealsSql(scope, query);
  const data = await warehouse.all<ViewRow<typeof thresholdClientsView>>(
    `SELECT ${selectAs<ViewRow<typeof thresholdClientsView>>({
      directEnterprise: q.client,
      sentPnrs: count('count(*)'),
      rebookedPNRs: count('count(*) FILTER (WHERE is_rebooked)'),
      allSentDeals: count('sum(deals_sent)'),
      acceptedDeals: count('sum(accepted_deals)'),
      acceptedSavings: money(scope.dialect, `sum(${q.savings}) FILTER (WHERE is_rebooked)`),
    })}
    FROM ${q.deals} WHERE ${q.where()}
    GROUP BY ${q.client} ORDER BY "allSentDeals" DESC, "directEnterprise"`,
    q.params.values,
  );
  return { data, currencyFields: ['acceptedSavings'] };
};

/**
 * `/rebookingAnalysis/thresholdBuckets`: per client and THRESHOLD_STEP of net saving, the deals held
 * under the current minimum (net saving 0 up to it) and the PNRs rebooked from it up to THRESHOLD_MAX:
 * the only deals a minimum between 0 and THRESHOLD_MAX can add or take away. At most clients x
 * THRESHOLD_MAX / THRESHOLD_STEP rows whatever the range, so the page replays any minimum at once.
 */
const thresholdBuckets: ViewQuery<typeof thresholdBucketsView> = async (warehouse, scope, query) => {
  const q = new DealsSql(scope, query);
  const step = q.params.add(THRESHOLD_STEP);
  const current = q.params.add(CURRENT_SAVINGS_THRESHOLD);
  const max = q.params.add(THRESHOLD_MAX);
  const bucket = (table: string, where: string, held: boolean) => `
    SELECT ${q.client} AS client, (floor(${q.netSavings} / ${step}) * ${step})::DOUBLE AS net_from,
      ${held ? 'count(*)' : '0'} AS held, ${held ? `sum(${q.netSavings})` : '0'} AS held_savings,
      ${held ? '0' : 'count(*)'} AS rebooked, ${held ? '0' : `sum(${q.netSavings})`} AS rebooked_savings
    FROM ${table} WHERE ${q.where()} AND ${where} GROUP BY ALL`;
  const data = await warehouse.all<ViewRow<typeof thresholdBucketsView>>(
    `SELECT ${selectAs<ViewRow<typeof thresholdBucketsView>>({
      directEnterprise: 'client',
      netSavingsFrom: 'net_from',
      heldPnrs: count('held'),
      heldNetSavings: money(scope.dialect, 'held_savings'),
      rebookedPnrs: count('rebooked'),
      rebookedNetSavings: money(scope.dialect, 'rebooked_savings'),
    })}
    FROM (
      ${bucket(HELD_DEALS, `${q.netSavings} >= 0 AND ${q.netSavings} < ${current}`, true)}
      UNION ALL
      ${bucket(q.deals, `is_rebooked AND ${q.netSavings} >= ${current} AND ${q.netSavings} < ${max}`, false)}
    ) ORDER BY "directEnterprise", "netSavingsFrom"`,
    q.params.values,
  );
  return {
    data,
    currencyFields: ['netSavingsFrom', 'heldNetSavings', 'rebookedNetSavings'],
    annotation: { currentThreshold: CURRENT_SAVINGS_THRESHOLD, step: THRESHOLD_STEP, max: THRESHOLD_MAX },
  };
};

/** The rebooking-analysis views, each a contract of core and its query function. */
export const REBOOKING_ANALYSIS_VIEW_ROUTES = [
  viewRoute(rebookingFunnelView, rebookingFunnel),
  viewRoute(rebookingDecisionsView, rebookingDecisions),
  viewRoute(thresholdClientsView, thresholdClients),
  viewRoute(thresholdBucketsView, thresholdBuckets),
];
