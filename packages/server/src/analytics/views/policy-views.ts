import {
  categoryPies,
  DEFAULT_REPORT_BREAKDOWN,
  haulCategory,
  PNR_SUMMARY_LIMIT,
  seriesFor,
  type ReportBreakdown,
} from '@tripsight/core/policy';
import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  advancedPurchaseView,
  cabinComplianceDistributionView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  cabinComplianceYtdView,
  type CabinComplianceRow,
  type ColumnValues,
  type ViewRow,
} from '@tripsight/core/views';
import {
  advancedPurchase,
  advancedPurchaseSimulation,
  advancedPurchaseTopRoutes,
} from './policy-advance-views.js';
import { newestDays, type DayCount } from '../sql/newest-days.js';
import { count, money, PolicySql } from '../sql/policy-sql.js';
import { selectAs, type ViewQuery } from './view-query.js';
import { viewRoute } from './view-route.js';
import { memoPerWarehouse } from '../warehouse/warehouse-memo.js';

/*
 * The cabin class compliance page: gauge rows, the year-to-date trend, the Compliance Report's
 * chart series and the PNR summary, each trip judged by its corporate's cabin rule (by flight
 * duration or by haul, dataset/policy.ts). The cabinFilter and policyFilter parameters (with their
 * include or exclude mode) restrict every one of them.
 */

/** `/gaugeSpend`: spend and PNRs in and out of cabin policy (compliant first). */
const cabinComplianceGauge: ViewQuery<typeof cabinComplianceGaugeView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const q = new PolicySql(scope, query);
  const data = await warehouse.all<ViewRow<typeof cabinComplianceGaugeView>>(
    `SELECT ${selectAs<ViewRow<typeof cabinComplianceGaugeView>>({
      isCabinCompliant: 'is_cabin_compliant',
      tktPrice: money(scope.dialect, `sum(${q.spend})`),
      airPnrs: count('sum(pnrs)'),
    })}
    FROM ${q.summary()} WHERE TRUE${q.cabinFilters(params)}
    GROUP BY is_cabin_compliant ORDER BY is_cabin_compliant DESC`,
    q.params.values,
  );
  return { data, currencyFields: ['tktPrice'] };
};

/**
 * `/ytdTable`: cabin compliance per month, whole percent (docs/rules/air.md#cabin-class-compliance), from January of the end date's
 * year to the end date, whatever the start date.
 */
const cabinComplianceYtd: ViewQuery<typeof cabinComplianceYtdView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const yearStart = `${query.endDate.slice(0, 4)}-01-01`;
  const q = new PolicySql(scope, query, { startDate: yearStart });
  const data = await warehouse.all<ViewRow<typeof cabinComplianceYtdView>>(
    `SELECT ${selectAs<ViewRow<typeof cabinComplianceYtdView>>({
      ticketingDate: scope.dialect.day(scope.dialect.truncate("'month'", 'result_date')),
      cabinCompliancePercentage: `${scope.dialect.round(
        `coalesce(100.0 * sum(${q.spend}) FILTER (WHERE is_cabin_compliant) / nullif(sum(${q.spend}), 0), 0)`,
        0,
      )}::INTEGER`,
    })}
    FROM ${q.summary()} WHERE TRUE${q.cabinFilters(params)} GROUP BY 1 ORDER BY 1`,
    q.params.values,
  );
  return { data, currencyFields: [], annotation: { yearStart } };
};

/** The SQL category of each Compliance Report breakdown (`d` is the product's dimension table). */
const CATEGORY_COLUMN: Record<ReportBreakdown, string> = {
  pointOfSale: 'd.ticketing_country',
  cabinClass: 's.cabin_class',
  haul: 's.haul_type',
};

/**
 * `/distribution`: compliant and non-compliant spend per point of sale (default), cabin or haul, two
 * rows per category with each one's share of it, in the cabin sort order (countries largest first).
 */
const cabinComplianceDistribution: ViewQuery<typeof cabinComplianceDistributionView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const breakdownBy = params.breakdownBy ?? DEFAULT_REPORT_BREAKDOWN;
  const q = new PolicySql(scope, query);
  const rows = await warehouse.all<{ category: string; compliant: number; nonCompliant: number }>(
    `SELECT ${CATEGORY_COLUMN[breakdownBy]}::VARCHAR AS category,
      ${money(scope.dialect, `sum(s.${q.spend}) FILTER (WHERE s.is_cabin_compliant)`)} AS compliant,
      ${money(scope.dialect, `sum(s.${q.spend}) FILTER (WHERE NOT s.is_cabin_compliant)`)} AS "nonCompliant"
    FROM ${q.summary()} s JOIN ${scope.product.dimensionTable} d USING (dim_id)
    WHERE TRUE${q.cabinFilters(params, 's')}
    GROUP BY 1 ORDER BY compliant + "nonCompliant" DESC, 1`,
    q.params.values,
  );
  const series = rows.flatMap((row) =>
    seriesFor(
      breakdownBy === 'haul' ? haulCategory(row.category) : row.category,
      row.compliant,
      row.nonCompliant,
    ),
  );
  return {
    data: categoryPies(series).flatMap((pie) => pie.slices),
    currencyFields: ['spend'],
    annotation: { breakdownBy },
  };
};

/** Codes and values of the enums the PNR summary reads (fixed while the warehouse is open). */
const enumValues = memoPerWarehouse<void, Map<string, string[]>>(async (warehouse) => {
  const rows = await warehouse.all<{ kind: string; code: number; value: string }>(
    ['policy_cabin', 'policy_haul', 'policy_airport', 'policy_country']
      .map((type) => `SELECT '${type}' AS kind, code, value FROM (${warehouse.dialect.enumValues(type)})`)
      .join(' UNION ALL '),
  );
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const list = map.get(row.kind) ?? [];
    list[row.code] = row.value;
    map.set(row.kind, list);
  }
  return map;
});

interface SummaryRow {
  recordLocator: string;
  day: number;
  country: number;
  origin: number;
  destination: number;
  cabin: number;
  haul: number;
  longestSegment: number;
  price: number;
  isCabinCompliant: boolean;
}

const DAY_MS = 864e5;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * `/detailedTable`: the PNR summary, newest ticketing first, at most 50,000 rows (docs/rules/air.md#cabin-class-compliance), as
 * columns: the record locators, prices, segment hours and flags as arrays, dates, countries,
 * airports, cabins and hauls as a dictionary and codes. Also the rows in scope before the limit.
 * The daily summary's counts give that total and the oldest day the limit reaches, so the rows are
 * read from that day on only (a few weeks of a year), column by column.
 */
const cabinComplianceTable: ViewQuery<typeof cabinComplianceTableView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const counted = new PolicySql(scope, query);
  const [perDay, enums] = await Promise.all([
    warehouse.all<DayCount>(
      `SELECT ${scope.dialect.day('result_date')} AS day, sum(pnrs)::INTEGER AS rows
      FROM ${counted.summary({ daily: true })} WHERE TRUE${counted.cabinFilters(params)}
      GROUP BY result_date`,
      counted.params.values,
    ),
    enumValues(warehouse),
  ]);
  const { totalRows, firstDay } = newestDays(perDay, PNR_SUMMARY_LIMIT);
  const q = new PolicySql(scope, query, firstDay ? { startDate: firstDay } : undefined);
  const filters = q.cabinFilters(params);
  const d = scope.dialect;
  const rows = await warehouse.columns<SummaryRow>(
    `SELECT record_locator AS "recordLocator", ${d.daysSinceEpoch('result_date')} AS day,
      ${d.enumCode('ticketing_country')} AS country, ${d.enumCode('origin_airport')} AS origin,
      ${d.enumCode('destination_airport')} AS destination, ${d.enumCode('cabin_class')} AS cabin,
      ${d.enumCode('haul_type')} AS haul, longest_segment_hours AS "longestSegment",
      ${d.round(q.price, 2)}::DOUBLE AS price, is_cabin_compliant AS "isCabinCompliant"
    FROM ${q.rows()}${filters}
    ORDER BY result_date DESC, record_locator LIMIT ${q.params.add(PNR_SUMMARY_LIMIT)}`,
    q.params.values,
  );
  const length = rows.recordLocator.length;
  // Newest first: the last row holds the first day.
  const first = length > 0 ? (rows.day[length - 1] as number) : 0;
  const last = length > 0 ? (rows.day[0] as number) : -1;
  const dates = Array.from({ length: last - first + 1 }, (_, i) => isoDay(first + i));
  const coded = (kind: string, codes: number[]): ColumnValues<string> => ({
    dictionary: enums.get(kind) ?? [],
    codes,
  });
  const columns: { [K in keyof CabinComplianceRow]: ColumnValues<CabinComplianceRow[K]> } = {
    ticketingDate: { dictionary: dates, codes: rows.day.map((day) => day - first) },
    recordLocator: rows.recordLocator,
    ticketingCountry: coded('policy_country', rows.country),
    originAirport: coded('policy_airport', rows.origin),
    mainDestinationAirport: coded('policy_airport', rows.destination),
    cabinClass: coded('policy_cabin', rows.cabin),
    longestSegment: rows.longestSegment,
    price: rows.price,
    isCabinCompliant: rows.isCabinCompliant,
    haulType: coded('policy_haul', rows.haul),
  };
  return {
    data: { length, columns, totalRows, limit: PNR_SUMMARY_LIMIT },
    currencyFields: [],
    annotation: { limit: PNR_SUMMARY_LIMIT, moneyColumns: ['price'] },
  };
};

/** The policy-insights views, each a contract of core and its query function. */
export const POLICY_VIEW_ROUTES = [
  viewRoute(advancedPurchaseView, advancedPurchase),
  viewRoute(advancedPurchaseTopRoutesView, advancedPurchaseTopRoutes),
  viewRoute(advancedPurchaseSimulationView, advancedPurchaseSimulation),
  viewRoute(cabinComplianceTableView, cabinComplianceTable),
  viewRoute(cabinComplianceYtdView, cabinComplianceYtd),
  viewRoute(cabinComplianceGaugeView, cabinComplianceGauge),
  viewRoute(cabinComplianceDistributionView, cabinComplianceDistribution),
];
