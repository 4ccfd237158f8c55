import { DEALS_CUBE, ITINERARIES_CUBE } from '../cube/cubes.js';
import {
  reportPage,
  type ReportDefinition,
  type ReportPageDefinition,
  type ReportVisualDefinition,
} from './report-definition.js';

const deals = (name: string) => `${DEALS_CUBE}.${name}`;
const itineraries = (name: string) => `${ITINERARIES_CUBE}.${name}`;

const SAVINGS = deals('savings{currency}');
const SPEND = itineraries('spend{currency}');
const CLIENT = deals('directEnterprise');
const DEALS_DATE = deals('resultDateCreatedAt');
const ITINERARIES_DATE = itineraries('resultDateCreatedAt');
const byMonth = (dimension: string) => [{ dimension, granularity: 'month' as const }];
const oldestFirst = (dimension: string) => ({ [`${dimension}.month`]: 'asc' as const });

/** A KPI: one measure's total over the report's dates (money when the measure is in `{currency}`). */
const total = (
  id: string,
  title: string,
  measure: string,
  dateDimension: string,
): ReportVisualDefinition => ({
  id,
  title,
  kind: 'kpi',
  layout: 'third',
  query: { measures: [measure] },
  dateDimension,
  ...(measure.includes('{currency}') ? { formats: { [measure]: 'money' as const } } : {}),
});

/** The rebooking ratio of a visual's rows: rebooked PNRs over the PNRs offered a lower fare, in percent. */
const REBOOKING_RATIO: Pick<ReportVisualDefinition, 'ratios' | 'formats'> = {
  ratios: {
    rebookingRatio: { numerator: deals('rebookedPnrs'), denominator: deals('countPnrs'), percent: true },
  },
  formats: { rebookingRatio: 'percent' },
};

/** The rebooking ratio's benchmark: 80 % of the PNRs offered a lower fare are rebooked. */
const REBOOKING_RATIO_BENCHMARK = 80;

const PAGES: readonly ReportPageDefinition[] = [
  reportPage('SavingsAgainstSpend', 'Savings against spend', [
    total('savings-total', 'Savings', SAVINGS, DEALS_DATE),
    total('tracked-spend-total', 'Tracked spend', SPEND, ITINERARIES_DATE),
    total('rebooked-pnrs-total', 'Rebooked PNRs', deals('rebookedPnrs'), DEALS_DATE),
    {
      id: 'savings-by-client',
      title: 'Savings by client',
      kind: 'horizontalBar',
      layout: 'half',
      query: { measures: [SAVINGS], dimensions: [CLIENT], order: { [SAVINGS]: 'desc' }, limit: 10 },
      dateDimension: DEALS_DATE,
      formats: { [SAVINGS]: 'money' },
    },
    {
      id: 'tracked-spend-by-client',
      title: 'Tracked spend by client',
      kind: 'horizontalBar',
      layout: 'half',
      query: {
        measures: [SPEND],
        dimensions: [itineraries('directEnterprise')],
        order: { [SPEND]: 'desc' },
        limit: 10,
      },
      dateDimension: ITINERARIES_DATE,
      formats: { [SPEND]: 'money' },
    },
    {
      id: 'savings-by-month',
      title: 'Savings by month',
      kind: 'bar',
      layout: 'half',
      query: { measures: [SAVINGS], timeDimensions: byMonth(DEALS_DATE), order: oldestFirst(DEALS_DATE) },
      dateDimension: DEALS_DATE,
      formats: { [SAVINGS]: 'money' },
    },
    {
      id: 'tracked-spend-by-month',
      title: 'Tracked spend by month',
      kind: 'bar',
      layout: 'half',
      query: {
        measures: [SPEND],
        timeDimensions: byMonth(ITINERARIES_DATE),
        order: oldestFirst(ITINERARIES_DATE),
      },
      dateDimension: ITINERARIES_DATE,
      formats: { [SPEND]: 'money' },
    },
  ]),
  reportPage(
    'RebookingRatio',
    'Rebooking ratio',
    [
      {
        id: 'rebooking-ratio-trend',
        title: 'Rebooking ratio by month',
        kind: 'line',
        layout: 'wide',
        query: {
          measures: [deals('rebookedPnrs'), deals('countPnrs')],
          timeDimensions: byMonth(DEALS_DATE),
          order: oldestFirst(DEALS_DATE),
        },
        dateDimension: DEALS_DATE,
        ...REBOOKING_RATIO,
        benchmark: { value: REBOOKING_RATIO_BENCHMARK, label: 'Benchmark 80 %' },
      },
      {
        id: 'rebooking-by-client',
        title: 'Rebooking ratio by client',
        kind: 'table',
        layout: 'wide',
        query: {
          measures: [deals('countPnrs'), deals('rebookedPnrs')],
          dimensions: [CLIENT],
          order: { [deals('countPnrs')]: 'desc' },
          limit: 50,
        },
        dateDimension: DEALS_DATE,
        ...REBOOKING_RATIO,
      },
    ],
    'The rebooking ratio is the share of PNRs offered a lower fare that were rebooked.',
  ),
  reportPage('SavingsPerRebookedPnr', 'Savings per rebooked PNR', [
    {
      id: 'savings-per-pnr-trend',
      title: 'Savings per rebooked PNR by month',
      kind: 'line',
      layout: 'wide',
      query: {
        measures: [SAVINGS, deals('rebookedPnrs')],
        timeDimensions: byMonth(DEALS_DATE),
        order: oldestFirst(DEALS_DATE),
      },
      dateDimension: DEALS_DATE,
      ratios: { savingsPerRebookedPnr: { numerator: SAVINGS, denominator: deals('rebookedPnrs') } },
      formats: { savingsPerRebookedPnr: 'money', [SAVINGS]: 'money' },
      note: 'Savings divided by the PNRs rebooked in the month.',
    },
    {
      id: 'savings-per-pnr-by-client',
      title: 'Savings per rebooked PNR by client',
      kind: 'table',
      layout: 'wide',
      query: {
        measures: [SAVINGS, deals('rebookedPnrs')],
        dimensions: [CLIENT],
        order: { [SAVINGS]: 'desc' },
        limit: 50,
      },
      dateDimension: DEALS_DATE,
      ratios: { savingsPerRebookedPnr: { numerator: SAVINGS, denominator: deals('rebookedPnrs') } },
      formats: { savingsPerRebookedPnr: 'money', [SAVINGS]: 'money' },
    },
  ]),
];

const DESCRIPTION =
  'Faresaver savings against tracked spend, the rebooking ratio against its 80 % benchmark, and savings per rebooked PNR.';

/** Savings performance: Faresaver savings against tracked spend, rebooking ratio, savings per rebooked PNR. */
const SAVINGS_PERFORMANCE_REPORT: ReportDefinition = {
  reportName: 'SavingsPerformance',
  title: 'Savings performance',
  description: DESCRIPTION,
  pages: PAGES,
  exportable: true,
};

/** The BCD variant: the same report with the `bcd` flag. */
const SAVINGS_PERFORMANCE_BCD_REPORT: ReportDefinition = {
  ...SAVINGS_PERFORMANCE_REPORT,
  reportName: 'SavingsPerformanceBCD',
  title: 'Savings performance (BCD)',
  flags: { bcd: true },
};

/** The Savings performance reports (the report and its BCD variant). */
export const SAVINGS_PERFORMANCE_REPORTS: readonly ReportDefinition[] = [
  SAVINGS_PERFORMANCE_REPORT,
  SAVINGS_PERFORMANCE_BCD_REPORT,
];
