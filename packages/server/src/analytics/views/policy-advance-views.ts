import {
  ALL_CHOICE,
  benchmarkFares,
  compliancePercentage,
  COMPLIANCE_WINDOW_DAYS,
  costCurve,
  DAYS_IN_ADVANCE_CAP,
  DEFAULT_POLICY_RULE,
  DEFAULT_SIMULATOR_BREAKDOWN,
  DEFAULT_SIMULATOR_DAYS,
  ownRuleCost,
  partyCosts,
  simulateHistogram,
  sortByCategory,
  TOP_ROUTES_DEFAULT,
  type AdvanceHistogramRow,
  type OwnRuleCellRow,
  type PartyCellRow,
} from '@tripsight/core/policy';
import {
  type advancedPurchaseSimulationView,
  type advancedPurchaseTopRoutesView,
  type advancedPurchaseView,
  type ViewRow,
} from '@tripsight/core/views';
import { count, money, PolicySql, percentOfSpend } from '../sql/policy-sql.js';
import { periodQuery, selectAs, type ViewQuery } from './view-query.js';
import { scopeClause, type QueryScope } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import { memoPerWarehouse } from '../warehouse/warehouse-memo.js';

/*
 * The advanced purchase page: the top cards and trend judge each trip by its corporate's own
 * advance-purchase rule; the simulator replays the trips under one rule. The figures come from small
 * aggregates (per cabin, haul and day in advance) that core's simulator turns into costs, so the
 * service and the sample data share one reading of the 14-day window rule.
 */

/** The own-rule figures of one cell and rule: every PNR, and those ticketed later than the rule. */
interface OwnRuleAggregate {
  /** True for a cell's row; false for a period's row of the trend. */
  byCell: boolean;
  cabinClass: string;
  haulType: string;
  ruleDays: number;
  airPnrs: number;
  spend: number;
  outPnrs: number;
  outSpend: number;
  daysTotal: number;
}

/** A period of the compliance trend. */
type OverTimeRow = ViewRow<typeof advancedPurchaseView>['overTime'][number];

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `/advancedPurchase`: top cards, non-compliant spend per cabin and compliance over time. Totals,
 * cabins and the trend come from one read of the summaries (the trend's periods read days only when
 * grouped by day or week); the cost needs each cell's fares by day in advance up
 * to the longest rule in scope plus its 14-day window, which it reads from the PNR rows.
 */
export const advancedPurchase = periodQuery<typeof advancedPurchaseView>(
  async (granularity, warehouse, scope, query) => {
    const cells = new PolicySql(scope, query);
    const fares = new PolicySql(scope, query);
    // The longest rule of the TMC's corporates plus the window, bound as a number: DuckDB then filters
    // the scan by it (a subquery here cost a join and a third more planning).
    const reach = fares.params.add((await longestRule(warehouse, scope.tmc)) + COMPLIANCE_WINDOW_DAYS);
    const bucket = scope.dialect.day(scope.dialect.truncate(cells.params.add(granularity), 'result_date'));
    // One read of the summaries, two groupings: the cells (cabin, haul, rule) and the trend's periods.
    const [summaryRows, histogram] = await Promise.all([
      warehouse.all<OwnRuleAggregate & OverTimeRow>(
        `SELECT grouping(cabin_class) = 0 AS "byCell", cabin_class::VARCHAR AS "cabinClass",
        haul_type::VARCHAR AS "haulType", advance_purchase_days::INTEGER AS "ruleDays",
        sum(pnrs)::INTEGER AS "airPnrs", sum(${cells.spend})::DOUBLE AS spend,
        coalesce(sum(pnrs) FILTER (WHERE NOT is_advance_compliant), 0)::INTEGER AS "outPnrs",
        coalesce(sum(${cells.spend}) FILTER (WHERE NOT is_advance_compliant), 0)::DOUBLE AS "outSpend",
        sum(days_total)::DOUBLE AS "daysTotal",
        ${selectAs<OverTimeRow>({
          ticketingDate: 'bucket',
          compliancePercentage: percentOfSpend(
            scope.dialect,
            `sum(${cells.spend}) FILTER (WHERE is_advance_compliant)`,
            `sum(${cells.spend})`,
          ),
          compliantSpend: money(scope.dialect, `sum(${cells.spend}) FILTER (WHERE is_advance_compliant)`),
          totalSpend: money(scope.dialect, `sum(${cells.spend})`),
        })}
      FROM (SELECT *, ${bucket} AS bucket FROM ${cells.summary({ daily: granularity !== 'month' })})
      GROUP BY GROUPING SETS ((cabin_class, haul_type, advance_purchase_days), (bucket))
      ORDER BY bucket`,
        cells.params.values,
      ),
      warehouse.all<AdvanceHistogramRow>(
        `SELECT cabin_class::VARCHAR AS "cabinClass", haul_type::VARCHAR AS "haulType",
        days_in_advance::INTEGER AS "daysInAdvance", count(*)::INTEGER AS "airPnrs", sum(${fares.price})::DOUBLE AS spend
      FROM ${fares.rows()}
        AND days_in_advance < ${reach}
      GROUP BY ALL`,
        fares.params.values,
      ),
    ]);
    const aggregates = summaryRows.filter((row) => row.byCell);
    const overTime = summaryRows
      .filter((row) => !row.byCell)
      .map(({ ticketingDate, compliancePercentage, compliantSpend, totalSpend }) => ({
        ticketingDate,
        compliancePercentage,
        compliantSpend,
        totalSpend,
      }));
    const ownRule: OwnRuleCellRow[] = aggregates
      .filter((row) => row.outPnrs > 0)
      .map((row) => ({ ...row, outOfPolicyPnrs: row.outPnrs, outOfPolicySpend: row.outSpend }));
    const byCabin = new Map<string, { nonCompliantSpend: number; airPnrs: number }>();
    for (const row of aggregates) {
      const cabin = byCabin.get(row.cabinClass) ?? { nonCompliantSpend: 0, airPnrs: 0 };
      cabin.nonCompliantSpend += row.outSpend;
      cabin.airPnrs += row.outPnrs;
      byCabin.set(row.cabinClass, cabin);
    }
    const sum = (field: keyof OwnRuleAggregate) =>
      aggregates.reduce((total, row) => total + Number(row[field]), 0);
    const totalPnrs = sum('airPnrs');
    const totalSpend = sum('spend');
    const outSpend = sum('outSpend');
    return {
      data: {
        costOfNonCompliance: ownRuleCost(ownRule, histogram, COMPLIANCE_WINDOW_DAYS),
        nonCompliantPnrs: sum('outPnrs'),
        totalPnrs,
        compliantSpend: round2(totalSpend - outSpend),
        nonCompliantSpend: round2(outSpend),
        compliancePercentage: compliancePercentage(totalSpend - outSpend, totalSpend),
        averageAdvancePurchase: totalPnrs > 0 ? Math.round((sum('daysTotal') / totalPnrs) * 10) / 10 : 0,
        byCabin: sortByCategory(
          [...byCabin]
            .map(([cabinClass, cabin]) => ({
              cabinClass,
              nonCompliantSpend: round2(cabin.nonCompliantSpend),
              airPnrs: cabin.airPnrs,
            }))
            .filter((row) => row.airPnrs > 0),
          (row) => row.cabinClass,
        ),
        overTime,
      },
      currencyFields: ['costOfNonCompliance', 'compliantSpend', 'nonCompliantSpend'],
      annotation: { window: COMPLIANCE_WINDOW_DAYS },
    };
  },
);

/** `/advancedPurchase/topRoutes`: the city pairs with the most spend, with their compliance. */
export const advancedPurchaseTopRoutes: ViewQuery<typeof advancedPurchaseTopRoutesView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const limit = params.limit ?? TOP_ROUTES_DEFAULT;
  const q = new PolicySql(scope, query);
  const data = await warehouse.all<ViewRow<typeof advancedPurchaseTopRoutesView>>(
    `SELECT ${selectAs<ViewRow<typeof advancedPurchaseTopRoutesView>>({
      cityPair: `origin_airport::VARCHAR || '-' || destination_airport::VARCHAR`,
      originCity: 'any_value(origin_city)',
      destinationCity: 'any_value(destination_city)',
      airPnrs: count('count(*)'),
      spend: money(scope.dialect, `sum(${q.price})`),
      nonCompliantPnrs: count('count(*) FILTER (WHERE NOT is_advance_compliant)'),
      compliancePercentage: percentOfSpend(
        scope.dialect,
        `sum(${q.price}) FILTER (WHERE is_advance_compliant)`,
        `sum(${q.price})`,
      ),
    })}
    FROM ${q.rows()}
    GROUP BY origin_airport, destination_airport ORDER BY "spend" DESC, "cityPair" LIMIT ${q.params.add(limit)}`,
    q.params.values,
  );
  return { data, currencyFields: ['spend'], annotation: { limit } };
};

/**
 * One row of the simulator's single scan: a histogram cell (cabin, haul, day in advance) or, with
 * `byParty`, a filter combination's (client and PCC) trips in a cabin-and-haul cell, with those
 * ticketed later than the rule.
 */
interface SimulationAggregate extends AdvanceHistogramRow {
  byParty: boolean;
  dimId: number | null;
  outPnrs: number;
  outSpend: number;
}

/**
 * `/advancedPurchase/simulation`: the trips in scope (one city pair, or all) replayed under one rule
 * and window: per breakdown group, client and PCC, and the cost curve over every rule from 1 to 100.
 * Reads, in one scan, the histogram of days in advance per cell and the trips ticketed later than the
 * rule per filter combination (client and PCC).
 */
export const advancedPurchaseSimulation: ViewQuery<typeof advancedPurchaseSimulationView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const policyRule = params.policyRule ?? DEFAULT_POLICY_RULE;
  const days = params.days ?? DEFAULT_SIMULATOR_DAYS;
  const breakdownBy = params.breakdownBy ?? DEFAULT_SIMULATOR_BREAKDOWN;
  const cityPair = params.cityPair && params.cityPair !== ALL_CHOICE ? params.cityPair : null;
  const q = new PolicySql(scope, query);
  const rows = `${q.rows()}${q.cityPair(cityPair)}`;
  const late = `days_in_advance < ${q.params.add(policyRule)}`;
  const capped = `least(days_in_advance, ${DAYS_IN_ADVANCE_CAP})`;
  // One scan, two groupings: the histogram, and the late trips per filter combination.
  const [aggregates, parties] = await Promise.all([
    warehouse.all<SimulationAggregate>(
      `SELECT grouping(dim_id) = 0 AS "byParty", dim_id AS "dimId",
        cabin_class::VARCHAR AS "cabinClass", haul_type::VARCHAR AS "haulType", ${capped}::INTEGER AS "daysInAdvance",
        count(*)::INTEGER AS "airPnrs", sum(${q.price})::DOUBLE AS spend,
        count(*) FILTER (WHERE ${late})::INTEGER AS "outPnrs",
        coalesce(sum(${q.price}) FILTER (WHERE ${late}), 0)::DOUBLE AS "outSpend"
      FROM ${rows}
      GROUP BY GROUPING SETS ((cabin_class, haul_type, ${capped}), (dim_id, cabin_class, haul_type))`,
      q.params.values,
    ),
    dimensionParties(warehouse, scope),
  ]);
  const histogram: AdvanceHistogramRow[] = aggregates
    .filter((row) => !row.byParty)
    .map(({ cabinClass, haulType, daysInAdvance, airPnrs, spend }) => ({
      cabinClass,
      haulType,
      daysInAdvance,
      airPnrs,
      spend,
    }));
  const lateRows = aggregates.filter((row) => row.byParty && row.outPnrs > 0);
  const clientRows: PartyCellRow[] = [];
  const pccRows: PartyCellRow[] = [];
  for (const row of lateRows) {
    const party = parties.get(row.dimId as number);
    if (!party) continue;
    const cell = {
      cabinClass: row.cabinClass,
      haulType: row.haulType,
      outOfPolicyPnrs: row.outPnrs,
      outOfPolicySpend: row.outSpend,
    };
    clientRows.push({ party: party.client, ...cell });
    pccRows.push({ party: party.pcc, ...cell });
  }
  const fares = benchmarkFares(histogram, policyRule, days);
  const summary = simulateHistogram(histogram, { policyRule, days, breakdownBy });
  return {
    data: {
      policyRule,
      days,
      breakdownBy,
      cityPair,
      ...summary,
      clients: partyCosts(clientRows, fares, summary.costOfNonCompliance),
      pccs: partyCosts(pccRows, fares, summary.costOfNonCompliance),
      curve: costCurve(histogram, days),
    },
    currencyFields: ['totalSpend', 'outOfPolicySpend', 'costOfNonCompliance'],
  };
};

/** The client and PCC of each filter combination of a TMC (fixed while the warehouse is open). */
const dimensionParties = memoPerWarehouse(
  async (warehouse, { product, tmc }: Pick<QueryScope, 'product' | 'tmc'>) => {
    const { corporate, pccName } = product.filterColumns;
    const params = new SqlParams(warehouse.dialect);
    const rows = await warehouse.all<{ dimId: number; client: string; pcc: string }>(
      `SELECT dim_id AS "dimId", ${corporate} AS client, ${pccName} AS pcc FROM ${product.dimensionTable} WHERE ${scopeClause(params, { tmc, dimIds: null })}`,
      params.values,
    );
    return new Map(rows.map((row) => [row.dimId, { client: row.client, pcc: row.pcc }]));
  },
  ({ product, tmc }) => `${product.dimensionTable} ${tmc}`,
);

/** The longest advance-purchase rule of a TMC's corporates (fixed while the warehouse is open). */
const longestRule = memoPerWarehouse(async (warehouse, tmc: string) => {
  const params = new SqlParams(warehouse.dialect);
  const [row] = await warehouse.all<{ days: number | null }>(
    `SELECT max(advance_purchase_days)::INTEGER AS days FROM corporate_policies WHERE ${scopeClause(params, { tmc, dimIds: null })}`,
    params.values,
  );
  return row?.days ?? 0;
});
