import type { CostCurvePoint, SimulationData, SimulationGroupRow } from '../views/air-policy.js';
import { cappedDays } from './advance-window.js';
import { haulCategory, sortByCategory } from './category-order.js';
import { ALL_BOOKINGS_GROUP, COMPLIANCE_WINDOW_DAYS, DAYS_IN_ADVANCE_CAP } from './policy-constants.js';
import { SLIDER_MAX, SLIDER_MIN, type SimulatorBreakdown } from '../model/policy-choices.js';

/*
 * The compliance simulator (advance-window.ts states the rule it applies): trips are replayed under
 * one advance-purchase rule, and each cabin-and-haul cell's out-of-policy trips are compared with the
 * fare its trips in the comparison window paid. The service feeds it aggregates of the TMC's own
 * bookings; POC and demo pages feed it sample trips. Both get the same answer from the same code.
 */

/** Trips of one cabin and haul ticketed a given number of days before departure (capped at 200). */
export interface AdvanceHistogramRow {
  cabinClass: string;
  haulType: string;
  daysInAdvance: number;
  airPnrs: number;
  spend: number;
}

/** Trips out of their corporate's own rule (`ruleDays`) in one cabin-and-haul cell. */
export interface OwnRuleCellRow {
  ruleDays: number;
  cabinClass: string;
  haulType: string;
  outOfPolicyPnrs: number;
  outOfPolicySpend: number;
}

/** The settings of one simulation. */
export interface SimulationSettings {
  policyRule: number;
  days: number;
  breakdownBy: SimulatorBreakdown;
}

/** Money to the cent, as every figure of the simulator is shown. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The key of a cabin-and-haul cell. */
export const cellKey = (cabinClass: string, haulType: string) => `${cabinClass}\u0000${haulType}`;

/** Per-cell running totals by day: `pnrs[d]` and `spend[d]` count the trips ticketed fewer than d days out. */
interface CellPrefix {
  cabinClass: string;
  haulType: string;
  pnrs: Float64Array;
  spend: Float64Array;
}

function prefixes(histogram: readonly AdvanceHistogramRow[]): CellPrefix[] {
  const cells = new Map<string, CellPrefix>();
  const size = DAYS_IN_ADVANCE_CAP + 2;
  for (const row of histogram) {
    const key = cellKey(row.cabinClass, row.haulType);
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        cabinClass: row.cabinClass,
        haulType: row.haulType,
        pnrs: new Float64Array(size),
        spend: new Float64Array(size),
      };
      cells.set(key, cell);
    }
    const day = cappedDays(row.daysInAdvance);
    cell.pnrs[day + 1]! += row.airPnrs;
    cell.spend[day + 1]! += row.spend;
  }
  for (const cell of cells.values()) {
    for (let d = 1; d < size; d += 1) {
      cell.pnrs[d]! += cell.pnrs[d - 1]!;
      cell.spend[d]! += cell.spend[d - 1]!;
    }
  }
  return [...cells.values()];
}

/** Trips and spend of a cell ticketed at least `from` and fewer than `to` days out. */
function between(cell: CellPrefix, from: number, to: number): { pnrs: number; spend: number } {
  const last = cell.pnrs.length - 1;
  const a = Math.min(Math.max(0, from), last);
  const b = Math.min(Math.max(0, to), last);
  return { pnrs: cell.pnrs[b]! - cell.pnrs[a]!, spend: cell.spend[b]! - cell.spend[a]! };
}

/**
 * The compliant fare of a cell for rule `rule`: the average fare of its trips in the comparison
 * window, or null when the window holds none.
 */
function windowFare(cell: CellPrefix, rule: number, days: number): number | null {
  const window = between(cell, rule, rule + days);
  return window.pnrs > 0 ? window.spend / window.pnrs : null;
}

/** What out-of-policy trips paid above the compliant fare; 0 without a fare, never below 0. */
export function cellCost(outOfPolicyPnrs: number, outOfPolicySpend: number, fare: number | null): number {
  if (fare === null || outOfPolicyPnrs <= 0) return 0;
  return Math.max(0, outOfPolicySpend - outOfPolicyPnrs * fare);
}

/**
 * The compliant fare of every cell of a histogram for a rule and window, by cellKey.
 * @example benchmarkFares(histogram, 14, 14).get(cellKey('Economy', 'Long'))
 */
export function benchmarkFares(
  histogram: readonly AdvanceHistogramRow[],
  rule: number,
  days: number = COMPLIANCE_WINDOW_DAYS,
): Map<string, number | null> {
  return new Map(
    prefixes(histogram).map((cell) => [
      cellKey(cell.cabinClass, cell.haulType),
      windowFare(cell, rule, days),
    ]),
  );
}

/**
 * The group a cell belongs to in a breakdown: its cabin, its haul ('Long haul') or 'All bookings'.
 */
function simulationGroup(breakdown: SimulatorBreakdown, cabinClass: string, haulType: string): string {
  if (breakdown === 'cabinClass') return cabinClass;
  if (breakdown === 'haulType') return haulCategory(haulType);
  return ALL_BOOKINGS_GROUP;
}

/** Totals and groups of a simulation, without the parties and the curve. */
export type SimulationSummary = Pick<
  SimulationData,
  'totalPnrs' | 'totalSpend' | 'outOfPolicyPnrs' | 'outOfPolicySpend' | 'costOfNonCompliance' | 'groups'
>;

/**
 * Replays a histogram under one rule: per group of the breakdown, trips and spend, trips out of
 * policy, and the cost of non-compliance (summed over the group's cells, each cell's cost never below
 * zero). Groups come in the cabin sort order.
 */
export function simulateHistogram(
  histogram: readonly AdvanceHistogramRow[],
  { policyRule, days, breakdownBy }: SimulationSettings,
): SimulationSummary {
  const groups = new Map<string, SimulationGroupRow>();
  for (const cell of prefixes(histogram)) {
    const name = simulationGroup(breakdownBy, cell.cabinClass, cell.haulType);
    const group = groups.get(name) ?? {
      group: name,
      totalPnrs: 0,
      totalSpend: 0,
      outOfPolicyPnrs: 0,
      outOfPolicySpend: 0,
      costOfNonCompliance: 0,
    };
    const last = cell.pnrs.length - 1;
    const out = between(cell, 0, policyRule);
    group.totalPnrs += cell.pnrs[last]!;
    group.totalSpend += cell.spend[last]!;
    group.outOfPolicyPnrs += out.pnrs;
    group.outOfPolicySpend += out.spend;
    group.costOfNonCompliance += cellCost(out.pnrs, out.spend, windowFare(cell, policyRule, days));
    groups.set(name, group);
  }
  const rows = sortByCategory([...groups.values()], (g) => g.group).map((g) => ({
    ...g,
    totalSpend: round2(g.totalSpend),
    outOfPolicySpend: round2(g.outOfPolicySpend),
    costOfNonCompliance: round2(g.costOfNonCompliance),
  }));
  const sum = (field: keyof Omit<SimulationGroupRow, 'group'>) =>
    rows.reduce((total, g) => total + g[field], 0);
  return {
    totalPnrs: sum('totalPnrs'),
    totalSpend: round2(sum('totalSpend')),
    outOfPolicyPnrs: sum('outOfPolicyPnrs'),
    outOfPolicySpend: round2(sum('outOfPolicySpend')),
    costOfNonCompliance: round2(sum('costOfNonCompliance')),
    groups: rows,
  };
}

/**
 * The cost of non-compliance and the trips out of policy for every rule from 1 to 100 days, with the
 * same window. It need not fall as the rule grows: a longer rule puts more trips out of policy, but
 * compares them with cheaper, earlier fares only while fares still fall with the days.
 */
export function costCurve(
  histogram: readonly AdvanceHistogramRow[],
  days: number = COMPLIANCE_WINDOW_DAYS,
  rules: { from: number; to: number } = { from: SLIDER_MIN, to: SLIDER_MAX },
): CostCurvePoint[] {
  const cells = prefixes(histogram);
  const points: CostCurvePoint[] = [];
  for (let rule = rules.from; rule <= rules.to; rule += 1) {
    let pnrs = 0;
    let cost = 0;
    for (const cell of cells) {
      const out = between(cell, 0, rule);
      pnrs += out.pnrs;
      cost += cellCost(out.pnrs, out.spend, windowFare(cell, rule, days));
    }
    points.push({ policyRule: rule, outOfPolicyPnrs: pnrs, costOfNonCompliance: round2(cost) });
  }
  return points;
}

/**
 * The cost of non-compliance when every trip is judged by its own corporate's rule (`ruleDays` of
 * each row): each row's trips against the compliant fare of its cell for that rule, with `days` of
 * window (14).
 */
export function ownRuleCost(
  rows: readonly OwnRuleCellRow[],
  histogram: readonly AdvanceHistogramRow[],
  days: number = COMPLIANCE_WINDOW_DAYS,
): number {
  const cells = new Map(prefixes(histogram).map((cell) => [cellKey(cell.cabinClass, cell.haulType), cell]));
  let cost = 0;
  for (const row of rows) {
    const cell = cells.get(cellKey(row.cabinClass, row.haulType));
    const fare = cell ? windowFare(cell, row.ruleDays, days) : null;
    cost += cellCost(row.outOfPolicyPnrs, row.outOfPolicySpend, fare);
  }
  return round2(cost);
}
