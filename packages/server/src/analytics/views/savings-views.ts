import {
  allTimeSavingsView,
  dealsPerClientView,
  feedbackView,
  savingsByCountryView,
  savingsByMonthView,
  savingsOverviewView,
  trackedByCountryView,
  trackedSpendView,
  type ViewRow,
} from '@tripsight/core/views';
import { count, money, ratio, SavingsSql } from '../sql/savings-sql.js';
import { COUNTRY, perClient, perPeriod, rowsPer } from '../sql/rows-per.js';
import { firstRow, periodQuery, selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';

type CountryKeys = keyof typeof COUNTRY.keys;

/*
 * The savings overview family: KPI figures, all-time savings, tracked spend, by country, by period,
 * per client and feedback. Deals and savings come from the product's `savings` summaries, tracked
 * spend from its `tracked` summaries, both by the day the Faresaver result was created.
 */

/** `/savingsOverview`: every KPI of the savings overview in one statement (deals and tracking). */
export const savingsOverview: ViewQuery<typeof savingsOverviewView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const goLive = await q.goLiveDate(warehouse);
  const rows = await warehouse.all<ViewRow<typeof savingsOverviewView>>(
    `WITH d AS (
      SELECT sum(${q.savings}) FILTER (WHERE is_rebooked) AS accepted,
        sum(pnrs) FILTER (WHERE is_rebooked) AS rebooked,
        sum(${q.savings}) FILTER (WHERE NOT is_rebooked) AS not_accepted,
        sum(pnrs) FILTER (WHERE NOT is_rebooked) AS not_accepted_pnrs,
        sum(accepted_deals) AS accepted_deals, sum(all_sent_deals) AS sent_deals,
        sum(not_accepted_deals) AS not_accepted_deals
      FROM ${q.range('savings')}
    ), t AS (
      SELECT sum(${q.spend}) AS spend, sum(tracked_pnrs) AS tracked, sum(valid_pnrs) AS valid
      FROM ${q.range('tracked')}
    )
    SELECT ${selectAs<ViewRow<typeof savingsOverviewView>>({
      acceptedSavings: money(scope.dialect, 'd.accepted'),
      rebookedPNRs: count('d.rebooked'),
      savingsNotAccepted: money(scope.dialect, 'd.not_accepted'),
      savingsNotAcceptedPNRs: count('d.not_accepted_pnrs'),
      potentialSavingsWithFilters: money(
        scope.dialect,
        'coalesce(d.accepted, 0) + coalesce(d.not_accepted, 0)',
      ),
      rebookingPerformanceRatio: ratio(scope.dialect, 'd.accepted_deals', 'd.sent_deals'),
      trackedSpend: money(scope.dialect, 't.spend'),
      trackedPnrs: count('t.tracked'),
      validPnrs: count('t.valid'),
      acceptedDeals: count('d.accepted_deals'),
      allSentDeals: count('d.sent_deals'),
      notAcceptedDeals: count('d.not_accepted_deals'),
      goLiveDate: goLive,
    })}
    FROM d, t`,
    q.params.values,
  );
  return {
    data: firstRow(rows),
    currencyFields: ['acceptedSavings', 'savingsNotAccepted', 'potentialSavingsWithFilters', 'trackedSpend'],
  };
};

/** `/allTimeSavings`: accepted savings since go-live, whatever the dates. */
const allTimeSavings: ViewQuery<typeof allTimeSavingsView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const goLive = await q.goLiveDate(warehouse);
  const rows = await warehouse.all<ViewRow<typeof allTimeSavingsView>>(
    `SELECT ${selectAs<ViewRow<typeof allTimeSavingsView>>({
      acceptedSavings: money(scope.dialect, `sum(${q.savings})`),
      rebookedPNRs: count('sum(pnrs)'),
      goLiveDate: goLive,
      itinGoLiveDate: q.firstTrackedDay(),
    })}
    FROM ${q.allTime('savings')} WHERE is_rebooked`,
    q.params.values,
  );
  return { data: firstRow(rows), currencyFields: ['acceptedSavings'], annotation: { allTime: true } };
};

/** `/trackedSpend`: spend, tracked and valid PNRs in the range. */
const trackedSpend: ViewQuery<typeof trackedSpendView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const rows = await warehouse.all<ViewRow<typeof trackedSpendView>>(
    `SELECT ${selectAs<ViewRow<typeof trackedSpendView>>({
      trackedSpend: money(scope.dialect, `sum(${q.spend})`),
      trackedPnrs: count('sum(tracked_pnrs)'),
      validPnrs: count('sum(valid_pnrs)'),
    })}
    FROM ${q.range('tracked')}`,
    q.params.values,
  );
  return { data: firstRow(rows), currencyFields: ['trackedSpend'] };
};

/** `/trackedByCountry`: tracked spend per ticketing country, largest first. */
const trackedByCountry: ViewQuery<typeof trackedByCountryView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const source = q.perDimension(`sum(${q.spend}) AS spend, sum(tracked_pnrs) AS pnrs`, q.range('tracked'));
  const data = await rowsPer<ViewRow<typeof trackedByCountryView>, CountryKeys>(
    warehouse,
    q,
    COUNTRY,
    source,
    { trackedSpend: money(scope.dialect, 'sum(spend)'), trackedPnrs: count('sum(pnrs)') },
    'trackedSpend',
  );
  return { data, currencyFields: ['trackedSpend'] };
};

/** `/savingsByCountry`: accepted savings per ticketing country, largest first. */
const savingsByCountry: ViewQuery<typeof savingsByCountryView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const measures = `sum(${q.savings}) AS savings, sum(pnrs) AS pnrs`;
  const source = q.perDimension(measures, q.range('savings'), 'is_rebooked');
  const data = await rowsPer<ViewRow<typeof savingsByCountryView>, CountryKeys>(
    warehouse,
    q,
    COUNTRY,
    source,
    { acceptedSavings: money(scope.dialect, 'sum(savings)'), rebookedPNRs: count('sum(pnrs)') },
    'acceptedSavings',
  );
  return { data, currencyFields: ['acceptedSavings'] };
};

/**
 * `/savingsByMonth`: savings per day, week or month (by default from the range length, docs/rules/shell.md#granularity),
 * with the savings not accepted when `withNotAccepted`.
 */
const savingsByMonth = periodQuery<typeof savingsByMonthView>(
  async (granularity, warehouse, scope, query, params) => {
    const withNotAccepted = params.withNotAccepted ?? false;
    const q = new SavingsSql(scope, query);
    const data = await perPeriod<ViewRow<typeof savingsByMonthView>>(warehouse, q, granularity, {
      acceptedSavings: money(scope.dialect, `sum(${q.savings}) FILTER (WHERE is_rebooked)`),
      rebookedPNRs: count('sum(pnrs) FILTER (WHERE is_rebooked)'),
      ...(withNotAccepted
        ? { savingsNotAccepted: money(scope.dialect, `sum(${q.savings}) FILTER (WHERE NOT is_rebooked)`) }
        : {}),
    });
    return {
      data,
      currencyFields: withNotAccepted ? ['acceptedSavings', 'savingsNotAccepted'] : ['acceptedSavings'],
    };
  },
);

/** `/savings`: deals sent and rebooked, and savings, per client, most deals first. */
const dealsPerClient: ViewQuery<typeof dealsPerClientView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const data = await perClient<ViewRow<typeof dealsPerClientView>>(warehouse, q, {
    notAcceptedDeals: count('sum(not_accepted)'),
    savingsNotAccepted: money(scope.dialect, 'sum(missed)'),
  });
  return { data, currencyFields: ['acceptedSavings', 'savingsNotAccepted'] };
};

/** `/feedback`: deals not accepted and their savings per feedback reason, most first. */
const feedback: ViewQuery<typeof feedbackView> = async (warehouse, scope, query) => {
  const q = new SavingsSql(scope, query);
  const data = await warehouse.all<ViewRow<typeof feedbackView>>(
    `SELECT ${selectAs<ViewRow<typeof feedbackView>>({
      feedbackMeaningPlatform: 'feedback_meaning_platform',
      notAcceptedDeals: count('sum(not_accepted_deals)'),
      savingsNotAccepted: money(scope.dialect, `sum(${q.savings})`),
    })}
    FROM ${q.range('savings')} WHERE NOT is_rebooked
    GROUP BY feedback_meaning_platform ORDER BY "notAcceptedDeals" DESC, "feedbackMeaningPlatform"`,
    q.params.values,
  );
  return { data, currencyFields: ['savingsNotAccepted'] };
};

/** The Faresaver savings views, each a contract of core and its query function. */
export const SAVINGS_VIEW_ROUTES = [
  viewRoute(savingsOverviewView, savingsOverview),
  viewRoute(allTimeSavingsView, allTimeSavings),
  viewRoute(trackedSpendView, trackedSpend),
  viewRoute(trackedByCountryView, trackedByCountry),
  viewRoute(savingsByCountryView, savingsByCountry),
  viewRoute(savingsByMonthView, savingsByMonth),
  viewRoute(dealsPerClientView, dealsPerClient),
  viewRoute(feedbackView, feedback),
];
