import { formatMoney, formatNumber, formatPercent, formatShortNumber } from '../format/money.js';
import { gaugeFigures } from '../policy/compliance.js';
import { savingsOverviewView, type SavingsOverviewData } from '../views/air-faresaver.js';
import { cabinComplianceGaugeView, type GaugeRow } from '../views/air-policy.js';
import { rebookingSuccessView, type RebookingSuccessData } from '../views/air-rebooking.js';
import type { ViewContract } from '../views/define-view.js';
import { airEmissionsOverviewView, type AirEmissionsOverview } from '../views/emissions.js';
import type { DigestSection } from './alert-rules.js';
import { alertFigureKind } from './alert-views.js';

/*
 * What a client digest says per section: the view each section reads for the client and the period,
 * the figures it takes from the answer, and the one figure its chart follows over the recent periods.
 */

/** How a figure reads: money in the answer's currency, a percent, a count or kilograms of CO2e. */
type DigestFigureKind = 'money' | 'percent' | 'count' | 'kg';

/** One figure of a section. */
export interface DigestFigure {
  label: string;
  value: number;
  kind: DigestFigureKind;
}

/** A section's view, title, figures and the figure its chart follows. */
interface SectionRule<T> {
  view: ViewContract;
  title: string;
  figures: (data: T) => DigestFigure[];
  /** The figure the chart of recent periods follows (the first of `figures`). */
  trendLabel: string;
}

const section = <T>(rule: SectionRule<T>) => rule as unknown as SectionRule<unknown>;

/** Each section of a digest, in the order a digest shows them. */
export const DIGEST_SECTION_RULES: Readonly<Record<DigestSection, SectionRule<unknown>>> = {
  savings: section<SavingsOverviewData>({
    view: savingsOverviewView,
    title: 'Savings',
    trendLabel: 'Savings accepted',
    figures: (data) => [
      { label: 'Savings accepted', value: data.acceptedSavings, kind: 'money' },
      { label: 'Rebooked PNRs', value: data.rebookedPNRs, kind: 'count' },
      { label: 'Savings not accepted', value: data.savingsNotAccepted, kind: 'money' },
      { label: 'Tracked spend', value: data.trackedSpend, kind: 'money' },
    ],
  }),
  rebooking: section<RebookingSuccessData>({
    view: rebookingSuccessView,
    title: 'Rebooking',
    trendLabel: 'Rebooking performance',
    figures: (data) => [
      { label: 'Rebooking performance', value: data.rebookingPerformanceRatio, kind: 'percent' },
      { label: 'Deals accepted', value: data.acceptedDeals, kind: 'count' },
      { label: 'Deals sent', value: data.allSentDeals, kind: 'count' },
    ],
  }),
  compliance: section<GaugeRow[]>({
    view: cabinComplianceGaugeView,
    title: 'Cabin class compliance',
    trendLabel: 'Compliance',
    figures: (rows) => {
      const gauge = gaugeFigures(rows);
      return [
        { label: 'Compliance', value: gauge.compliancePercentage, kind: 'percent' },
        { label: 'Non-compliant spend', value: gauge.nonCompliantSpend, kind: 'money' },
        { label: 'Non-compliant PNRs', value: gauge.nonCompliantPnrs, kind: 'count' },
      ];
    },
  }),
  emissions: section<AirEmissionsOverview>({
    view: airEmissionsOverviewView,
    title: 'Air emissions',
    trendLabel: 'CO2e',
    figures: (data) => [
      { label: 'CO2e', value: data.summary.co2eKg, kind: 'kg' },
      { label: 'CO2e per PNR', value: data.summary.co2eKgPerPnr, kind: 'kg' },
      { label: 'PNRs', value: data.summary.pnrs, kind: 'count' },
    ],
  }),
};

/** The figures of `section` from its view's answer. */
export function digestFigures(digestSection: DigestSection, data: unknown): DigestFigure[] {
  return DIGEST_SECTION_RULES[digestSection].figures(data);
}

/**
 * A figure as the digest prints it: money in `currency`, percent with two decimals, counts whole,
 * CO2e in kilograms to one decimal; `short` for a chart's axis (1.2k, €40.0k, 80%).
 * @example formatDigestFigure({ label: 'CO2e', value: 1234.56, kind: 'kg' }, 'USD') // '1,234.6 kg'
 * @example formatDigestFigure({ label: 'CO2e', value: 80_000, kind: 'kg' }, 'USD', { short: true }) // '80.0k kg'
 */
export function formatDigestFigure(
  figure: DigestFigure,
  currency: string | null,
  { short = false }: { short?: boolean } = {},
): string {
  switch (figure.kind) {
    case 'money':
      return formatMoney(figure.value, currency, { short });
    case 'percent':
      return formatPercent(figure.value, short ? 0 : 2);
    case 'count':
      return short ? formatShortNumber(figure.value, 1) : formatNumber(figure.value, 0);
    case 'kg':
      return `${short ? formatShortNumber(figure.value, 1) : formatNumber(figure.value, 1)} kg`;
  }
}

/** The most decimals a threshold is written with. */
const THRESHOLD_DECIMALS_MAX = 20;

/**
 * The decimals that write a threshold as it was set: none for a whole number, else two or as many
 * as it has (`0.001` stays 0.001, so a sentence never compares with a figure nobody set).
 */
function thresholdDecimals(value: number): number {
  if (Number.isInteger(value)) return 0;
  for (let decimals = 2; decimals < THRESHOLD_DECIMALS_MAX; decimals += 1) {
    if (Number(value.toFixed(decimals)) === value) return decimals;
  }
  return THRESHOLD_DECIMALS_MAX;
}

/**
 * A rule's figure as the page and the mail write it, as a digest prints its own: money in
 * `currency` (the answer's), a percent with two decimals, counts whole, days to one decimal, any
 * other number to four decimals; null (the view could not compute it) is "no figure". `short` for a
 * chart's axis; `threshold` writes the rule's threshold as it was set (`€0`, `20%`, `0.5`).
 * @example formatAlertFigure('air/faresaver/savingsOverview', 'acceptedSavings', 1024.35, 'EUR') // '€1,024.35'
 * @example formatAlertFigure('air/faresaver/savingsOverview', 'trackedPnrs', 0.5, null, { threshold: true }) // '0.5'
 */
export function formatAlertFigure(
  view: string,
  field: string,
  value: number | null,
  currency: string | null,
  { short = false, threshold = false }: { short?: boolean; threshold?: boolean } = {},
): string {
  if (value === null || !Number.isFinite(value)) return 'no figure';
  const kind = alertFigureKind(view, field);
  if (threshold) {
    const decimals = thresholdDecimals(value);
    if (kind === 'money') return formatMoney(value, currency, { decimals });
    if (kind === 'percent') return formatPercent(value, decimals);
    return `${formatNumber(value, decimals)}${kind === 'days' ? ' days' : ''}`;
  }
  switch (kind) {
    case 'money':
      return formatMoney(value, currency, { short });
    case 'percent':
      return formatPercent(value, short ? 0 : 2);
    case 'count':
      return short ? formatShortNumber(value, 1) : formatNumber(value, 0);
    case 'days':
      return `${formatNumber(value, 1)} days`;
    case 'number':
      return short ? formatShortNumber(value, 1) : formatNumber(value, 4);
  }
}
