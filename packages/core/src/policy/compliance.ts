import { splitPercent } from '../rules/percent-split.js';
import type { ChartSeriesRow, GaugeRow, MonthlyTrendRow } from '../views/air-policy.js';
import { categoryRank } from './category-order.js';
import { COMPLIANT_SPEND, NON_COMPLIANT_SPEND } from '../model/policy-choices.js';

/**
 * Compliance in percent: compliant spend over total spend (docs/rules/air.md#compliance), two decimals; 0 when nothing was
 * spent.
 * @example compliancePercentage(750, 1000) // 75
 */
export function compliancePercentage(compliantSpend: number, totalSpend: number): number {
  if (!(totalSpend > 0)) return 0;
  return Math.round((compliantSpend / totalSpend) * 10000) / 100;
}

/**
 * A compliance percentage as the monthly trend shows it: a whole percent (docs/rules/air.md#cabin-class-compliance).
 * @example wholePercent(66.5) // 67
 */
export function wholePercent(percent: number): number {
  return Math.round(percent);
}

/** The figures of the cabin class cards, from the gauge rows. */
export interface GaugeFigures {
  compliantSpend: number;
  nonCompliantSpend: number;
  totalSpend: number;
  nonCompliantPnrs: number;
  totalPnrs: number;
  /** Compliant spend over total spend, percent. */
  compliancePercentage: number;
}

/** Sums the gauge rows (docs/rules/air.md#cabin-class-compliance) into the gauge and the non-compliant spend card. */
export function gaugeFigures(rows: readonly GaugeRow[]): GaugeFigures {
  let compliantSpend = 0;
  let nonCompliantSpend = 0;
  let nonCompliantPnrs = 0;
  let totalPnrs = 0;
  for (const row of rows) {
    totalPnrs += row.airPnrs;
    if (row.isCabinCompliant) compliantSpend += row.tktPrice;
    else {
      nonCompliantSpend += row.tktPrice;
      nonCompliantPnrs += row.airPnrs;
    }
  }
  const totalSpend = compliantSpend + nonCompliantSpend;
  return {
    compliantSpend,
    nonCompliantSpend,
    totalSpend,
    nonCompliantPnrs,
    totalPnrs,
    compliancePercentage: compliancePercentage(compliantSpend, totalSpend),
  };
}

/**
 * The two slices of one category's pie (docs/rules/air.md#cabin-class-compliance): compliant and non-compliant spend,
 * each with its share of the category's spend (two decimals, adding up to 100).
 */
export function seriesFor(
  category: string,
  compliantSpend: number,
  nonCompliantSpend: number,
): ChartSeriesRow[] {
  const [compliant = 0, nonCompliant = 0] = splitPercent(
    [Math.max(0, compliantSpend), Math.max(0, nonCompliantSpend)],
    2,
  );
  return [
    { category, name: COMPLIANT_SPEND, value: compliant, spend: compliantSpend },
    { category, name: NON_COMPLIANT_SPEND, value: nonCompliant, spend: nonCompliantSpend },
  ];
}

/** One pie of the Compliance Report: a category and its two slices. */
export interface CategoryPie {
  category: string;
  totalSpend: number;
  slices: ChartSeriesRow[];
}

/**
 * The Compliance Report's pies from chart-series rows: one per category, in the spec's cabin sort
 * order, categories it does not name (countries) after, largest spend first.
 */
export function categoryPies(rows: readonly ChartSeriesRow[]): CategoryPie[] {
  const byCategory = new Map<string, CategoryPie>();
  for (const row of rows) {
    const pie = byCategory.get(row.category) ?? { category: row.category, totalSpend: 0, slices: [] };
    pie.totalSpend += row.spend;
    pie.slices.push(row);
    byCategory.set(row.category, pie);
  }
  const order = (name: string) => (name === COMPLIANT_SPEND ? 0 : 1);
  return [...byCategory.values()]
    .map((pie) => ({ ...pie, slices: [...pie.slices].sort((a, b) => order(a.name) - order(b.name)) }))
    .sort(
      (a, b) =>
        categoryRank(a.category) - categoryRank(b.category) ||
        b.totalSpend - a.totalSpend ||
        a.category.localeCompare(b.category, 'en-US'),
    );
}

/**
 * The YTD trend's bars: one per month, oldest first, as whole percents.
 * @example ytdBars([{ ticketingDate: '2026-01-01', cabinCompliancePercentage: 81.4 }]) // [{ month: 'Jan 2026', percent: 81 }]
 */
export function ytdBars(rows: readonly MonthlyTrendRow[]): { month: string; percent: number }[] {
  return [...rows]
    .sort((a, b) => a.ticketingDate.localeCompare(b.ticketingDate))
    .map((row) => ({
      month: monthLabel(row.ticketingDate),
      percent: wholePercent(row.cabinCompliancePercentage),
    }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2026' for a YYYY-MM-DD date. */
export function monthLabel(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1] ?? '?'} ${date.slice(0, 4)}`;
}
