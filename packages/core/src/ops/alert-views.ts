import {
  advancedPurchaseView,
  hotelSavingsOverviewView,
  lowestNegoFarePnrRatioView,
  negotiatedFareAdoptionView,
  rebookingSuccessView,
  savingsOverviewView,
  type ViewContract,
  type ViewData,
} from '../views/index.js';

/** The keys of `T` whose values are numbers (null allowed: a figure the view could not compute). */
type NumberKeys<T> = { [K in keyof T & string]: T[K] extends number | null ? K : never }[keyof T & string];

/** A figure an alert rule may watch: its field in the view's answer and its label in the form. */
interface AlertFieldChoice {
  field: string;
  label: string;
}

/** A view an alert rule may watch: its path as rules name it, its label, and its figures. */
export interface AlertViewChoice {
  view: string;
  label: string;
  fields: readonly AlertFieldChoice[];
}

const VIEW_PREFIX = '/api/views/';

/** A view's path as an alert rule names it: the contract's path without `/api/views/`. */
export function alertViewPath(contract: ViewContract): string {
  return contract.path.startsWith(VIEW_PREFIX) ? contract.path.slice(VIEW_PREFIX.length) : contract.path;
}

/** One choice, typed by the contract: only number fields of its answer can be named. */
function choice<V extends ViewContract>(
  contract: V,
  label: string,
  fields: Partial<Record<NumberKeys<ViewData<V>>, string>>,
): AlertViewChoice {
  return {
    view: alertViewPath(contract),
    label,
    fields: Object.entries(fields as Record<string, string>).map(([field, fieldLabel]) => ({
      field,
      label: fieldLabel,
    })),
  };
}

/**
 * The views a rule can watch (docs/rules/operations.md#alerts-and-digests): those that answer one
 * object of figures, each with the figures of the tab that reads it.
 */
export const ALERT_VIEWS: readonly AlertViewChoice[] = [
  choice(savingsOverviewView, 'Savings overview', {
    acceptedSavings: 'Accepted savings',
    rebookedPNRs: 'Rebooked PNRs',
    savingsNotAccepted: 'Savings not accepted',
    potentialSavingsWithFilters: 'Potential savings',
    rebookingPerformanceRatio: 'Rebooking performance (%)',
    trackedSpend: 'Tracked spend',
    trackedPnrs: 'Tracked PNRs',
    acceptedDeals: 'Accepted deals',
    allSentDeals: 'Deals sent',
  }),
  choice(rebookingSuccessView, 'Rebooking performance', {
    rebookingPerformanceRatio: 'Rebooking performance (%)',
    allSentDeals: 'Deals sent',
    acceptedDeals: 'Accepted deals',
  }),
  choice(negotiatedFareAdoptionView, 'Negotiated fares adoption', {
    negotiatedFareAdoption: 'Negotiated fare adoption (%)',
    trackedPnrs: 'Tracked PNRs',
    trackedPnrsWithNegotiatedFare: 'Tracked PNRs with a negotiated fare',
  }),
  choice(lowestNegoFarePnrRatioView, 'Lowest negotiated fare', {
    lowestNegociatedFarePnrRatio: 'Lowest negotiated fare PNR ratio (%)',
    catSuccess: 'CAT success (%)',
    lifSuccess: 'LIF success (%)',
    countPnrs: 'PNRs with a negotiated fare',
  }),
  choice(advancedPurchaseView, 'Advanced purchase', {
    compliancePercentage: 'Compliance (%)',
    costOfNonCompliance: 'Cost of non-compliance',
    nonCompliantPnrs: 'Non-compliant PNRs',
    averageAdvancePurchase: 'Average advanced purchase (days)',
  }),
  choice(hotelSavingsOverviewView, 'Hotel savings overview', {
    acceptedSavings: 'Accepted savings',
    trackedSpend: 'Tracked spend',
    acceptedSavingsRatio: 'Accepted savings over tracked spend (%)',
    rebookings: 'Rebooked reservations',
  }),
];

/** The choice of view `path`, or undefined when the form does not offer it. */
export function alertViewChoice(path: string): AlertViewChoice | undefined {
  return ALERT_VIEWS.find((candidate) => candidate.view === path);
}

/**
 * How a rule's figure reads: the labels of its view and field when the form offers them
 * (`Savings overview: Tracked PNRs`), else the raw path and field.
 */
export function alertFigureLabel(view: string, field: string): string {
  const viewChoice = alertViewChoice(view);
  const fieldLabel = viewChoice?.fields.find((candidate) => candidate.field === field)?.label ?? field;
  return `${viewChoice?.label ?? view}: ${fieldLabel}`;
}

/** How a rule's figure reads: money, a percent, a count, days, or a plain number (a view not offered). */
export type AlertFigureKind = 'money' | 'percent' | 'count' | 'days' | 'number';

/** The figures the form offers that are money, in the answer's currency. */
const MONEY_FIELDS = new Set([
  'acceptedSavings',
  'savingsNotAccepted',
  'potentialSavingsWithFilters',
  'trackedSpend',
  'costOfNonCompliance',
]);

/**
 * What kind of number a rule's figure is, by the form's choice of it: money, a percent (its label
 * ends in "(%)"), days, or a count; a figure the form does not offer is a plain number.
 */
export function alertFigureKind(view: string, field: string): AlertFigureKind {
  const choice = alertViewChoice(view)?.fields.find((candidate) => candidate.field === field);
  if (!choice) return 'number';
  if (MONEY_FIELDS.has(field)) return 'money';
  if (choice.label.endsWith('(%)')) return 'percent';
  if (choice.label.endsWith('(days)')) return 'days';
  return 'count';
}
