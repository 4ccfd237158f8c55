import {
  type advancedPurchaseSimulationView,
  type advancedPurchaseTopRoutesView,
  type advancedPurchaseView,
  ALL_CHOICE,
  benchmarkFares,
  compliancePercentage,
  COMPLIANCE_WINDOW_DAYS,
  costCurve,
  DAYS_IN_ADVANCE_CAP,
  DEFAULT_POLICY_RULE,
  DEFAULT_SIMULATOR_BREAKDOWN,
  DEFAULT_SIMULATOR_DAYS,
  granularityFor,
  ownRuleCost,
  partyCosts,
  simulateHistogram,
  sortByCategory,
  TOP_ROUTES_DEFAULT,
  type AdvanceHistogramRow,
  type OwnRuleCellRow,
  type PartyCellRow,
  type ViewRow,
} from '@tripsight/core';
import { count, money, PolicySql, POLICY_TABLE, percentOfSpend } from './policy-sql.js';
import { selectAs, type ViewQuery } from './view-query.js';
import type { QueryScope } from './scope.js';
import type { Warehouse } from './warehouse.js';

/*
 * The advanced purchase page: the top cards and trend judge each trip by its corporate's own
 * advance-purchase rule; the simulator replays the trips under one rule. The figures come from small
 * aggregates (per cabin, haul and day in advance) that core's simulator turns into costs, so the
 * service and the sample data share one reading of the 14-day window rule.
 */

/** Longest own rule plus its window: the days the own-rule fares need (corporate rules stay under 30). */
const OWN_RULE_DAYS = 60;

interface CellAggregate {
  /** 0: histogram rows (by day in advance), 1: own-rule rows. */
  level: number;
  cabinClass: string;
  haulType: string;
  daysInAdvance: number | null;
  ruleDays: number | null;
  airPnrs: number;
  spend: number;
  outPnrs: number;
  outSpend: number;
  daysTotal: number;
}

/** `/advancedPurchase`: top cards, non-compliant spend per cabin and compliance over time. */
export const advancedPurchase: ViewQuery<typeof advancedPurchaseView> = async (
  warehouse,
  scope,
  query,
  params,
) => {
  const granularity = params.granularity ?? granularityFor(query);
  const cells = new PolicySql(scope, query);
  const trend = new PolicySql(scope, query);
  const [aggregates, overTime] = await Promise.all([
    warehouse.all<CellAggregate>(
      `SELECT grouping(d, advance_purchase_days)::INTEGER - 1 AS level,
        cabin_class::VARCHAR AS "cabinClass", haul_type::VARCHAR AS "haulType",
        d AS "daysInAdvance", advance_purchase_days::INTEGER AS "ruleDays",
        count(*)::INTEGER AS "airPnrs", sum(price)::DOUBLE AS spend,
        count(*) FILTER (WHERE NOT is_advance_compliant)::INTEGER AS "outPnrs",
        coalesce(sum(price) FILTER (WHERE NOT is_advance_compliant), 0)::DOUBLE AS "outSpend",
        sum(days_in_advance)::DOUBLE AS "daysTotal"
      FROM (SELECT cabin_class, haul_type, advance_purchase_days, is_advance_compliant, days_in_advance,
              least(days_in_advance, ${OWN_RULE_DAYS})::INTEGER AS d, ${cells.price} AS price
            FROM ${POLICY_TABLE} WHERE ${cells.where})
      GROUP BY GROUPING SETS ((cabin_class, haul_type, d), (cabin_class, haul_type, advance_purchase_days))`,
      cells.params.values,
    ),
    warehouse.all<ViewRow<typeof advancedPurchaseView>['overTime'][number]>(
      `SELECT ${selectAs<ViewRow<typeof advancedPurchaseView>['overTime'][number]>({
        ticketingDate: `strftime(date_trunc(${trend.params.add(granularity)}, result_date), '%Y-%m-%d')`,
        compliancePercentage: percentOfSpend(
          `sum(${trend.price}) FILTER (WHERE is_advance_compliant)`,
          `sum(${trend.price})`,
        ),
        compliantSpend: money(`sum(${trend.price}) FILTER (WHERE is_advance_compliant)`),
        totalSpend: money(`sum(${trend.price})`),
      })}
      FROM ${POLICY_TABLE} WHERE ${trend.where} GROUP BY 1 ORDER BY 1`,
      trend.params.values,
    ),
  ]);
  const histogram: AdvanceHistogramRow[] = [];
  const ownRule: OwnRuleCellRow[] = [];
  const byCabin = new Map<string, { nonCompliantSpend: number; airPnrs: number }>();
  let totalPnrs = 0;
  let totalSpend = 0;
  let outPnrs = 0;
  let outSpend = 0;
  let daysTotal = 0;
  for (const row of aggregates) {
    if (row.level === 0) {
      histogram.push({ ...row, daysInAdvance: row.daysInAdvance ?? 0 });
      continue;
    }
    ownRule.push({
      ...row,
      ruleDays: row.ruleDays ?? 0,
      outOfPolicyPnrs: row.outPnrs,
      outOfPolicySpend: row.outSpend,
    });
    totalPnrs += row.airPnrs;
    totalSpend += row.spend;
    outPnrs += row.outPnrs;
    outSpend += row.outSpend;
    daysTotal += row.daysTotal;
    const cabin = byCabin.get(row.cabinClass) ?? { nonCompliantSpend: 0, airPnrs: 0 };
    cabin.nonCompliantSpend += row.outSpend;
    cabin.airPnrs += row.outPnrs;
    byCabin.set(row.cabinClass, cabin);
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    data: {
      costOfNonCompliance: ownRuleCost(ownRule, histogram, COMPLIANCE_WINDOW_DAYS),
      nonCompliantPnrs: outPnrs,
      totalPnrs,
      compliantSpend: round2(totalSpend - outSpend),
      nonCompliantSpend: round2(outSpend),
      compliancePercentage: compliancePercentage(totalSpend - outSpend, totalSpend),
      averageAdvancePurchase: totalPnrs > 0 ? Math.round((daysTotal / totalPnrs) * 10) / 10 : 0,
      byCabin: sortByCategory(
        [...byCabin].map(([cabinClass, cabin]) => ({
          cabinClass,
          nonCompliantSpend: round2(cabin.nonCompliantSpend),
          airPnrs: cabin.airPnrs,
        })),
        (row) => row.cabinClass,
      ).filter((row) => row.airPnrs > 0),
      overTime,
    },
    currencyFields: ['costOfNonCompliance', 'compliantSpend', 'nonCompliantSpend'],
    annotation: { granularity, window: COMPLIANCE_WINDOW_DAYS },
  };
};

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
      spend: money(`sum(${q.price})`),
      nonCompliantPnrs: count('count(*) FILTER (WHERE NOT is_advance_compliant)'),
      compliancePercentage: percentOfSpend(
        `sum(${q.price}) FILTER (WHERE is_advance_compliant)`,
        `sum(${q.price})`,
      ),
    })}
    FROM ${POLICY_TABLE} WHERE ${q.where}
    GROUP BY origin_airport, destination_airport ORDER BY "spend" DESC, "cityPair" LIMIT ${q.params.add(limit)}`,
    q.params.values,
  );
  return { data, currencyFields: ['spend'], annotation: { limit } };
};

interface SimulationAggregate {
  /** 0: histogram rows, 1: rows per filter combination (client and PCC). */
  level: number;
  dimId: number | null;
  cabinClass: string;
  haulType: string;
  daysInAdvance: number | null;
  airPnrs: number;
  spend: number;
  outPnrs: number;
  outSpend: number;
}

/**
 * `/advancedPurchase/simulation`: the trips in scope (one city pair, or all) replayed under one rule
 * and window: per breakdown group, client and PCC, and the cost curve over every rule from 1 to 100.
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
  const late = q.params.add(policyRule);
  const where = `${q.where}${q.cityPair(cityPair)}`;
  const [aggregates, parties] = await Promise.all([
    warehouse.all<SimulationAggregate>(
      `SELECT grouping(d, dim_id)::INTEGER - 1 AS level, dim_id AS "dimId",
        cabin_class::VARCHAR AS "cabinClass", haul_type::VARCHAR AS "haulType", d AS "daysInAdvance",
        count(*)::INTEGER AS "airPnrs", sum(price)::DOUBLE AS spend,
        count(*) FILTER (WHERE late)::INTEGER AS "outPnrs", coalesce(sum(price) FILTER (WHERE late), 0)::DOUBLE AS "outSpend"
      FROM (SELECT dim_id, cabin_class, haul_type, least(days_in_advance, ${DAYS_IN_ADVANCE_CAP})::INTEGER AS d,
              days_in_advance < ${late} AS late, ${q.price} AS price
            FROM ${POLICY_TABLE} WHERE ${where})
      GROUP BY GROUPING SETS ((cabin_class, haul_type, d), (dim_id, cabin_class, haul_type))`,
      q.params.values,
    ),
    dimensionParties(warehouse, scope),
  ]);
  const histogram: AdvanceHistogramRow[] = [];
  const clientRows: PartyCellRow[] = [];
  const pccRows: PartyCellRow[] = [];
  for (const row of aggregates) {
    if (row.level === 0) {
      histogram.push({ ...row, daysInAdvance: row.daysInAdvance ?? 0 });
      continue;
    }
    if (row.outPnrs === 0) continue;
    const party = parties.get(row.dimId ?? -1);
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
  return {
    data: {
      policyRule,
      days,
      breakdownBy,
      cityPair,
      ...simulateHistogram(histogram, { policyRule, days, breakdownBy }),
      clients: partyCosts(clientRows, fares),
      pccs: partyCosts(pccRows, fares),
      curve: costCurve(histogram, days),
    },
    currencyFields: ['totalSpend', 'outOfPolicySpend', 'costOfNonCompliance'],
  };
};

/** The client and PCC of every filter combination of a TMC. */
async function dimensionParties(
  warehouse: Warehouse,
  { product, tmc }: QueryScope,
): Promise<Map<number, { client: string; pcc: string }>> {
  const { corporate, pccName } = product.filterColumns;
  const rows = await warehouse.all<{ dimId: number; client: string; pcc: string }>(
    `SELECT dim_id AS "dimId", ${corporate} AS client, ${pccName} AS pcc FROM ${product.dimensionTable} WHERE tmc_id = $1`,
    [tmc],
  );
  return new Map(rows.map((row) => [row.dimId, { client: row.client, pcc: row.pcc }]));
}
