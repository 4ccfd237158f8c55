import { GRANULARITIES } from '../model/granularity.js';
import { defineView } from './define-view.js';
import { param } from './param.js';

const FARESAVER = '/api/views/air/faresaver';

/**
 * The parameters of the savings overview group (docs/rules/air.md#savings-calls: `/savingsOverview` and `/allTimeSavings`,
 * `/trackedSpend`, `/trackedByCountry`, `/savingsByCountry`, `/savingsByMonth`, `/savings`,
 * `/feedback` take startDate, endDate, granularity, withNotAccepted and the filters): every view of
 * the group accepts them all; `ignores` says which cannot change a view's answer.
 */
export const SAVINGS_OVERVIEW_PARAMS = {
  /** day, week or month (by default from the range length, docs/rules/shell.md#granularity). */
  granularity: param.oneOf(GRANULARITIES),
  /** false leaves out the savings not accepted (the rebooking automation mode). */
  withNotAccepted: param.boolean(),
};

const NO_PERIODS = 'the answer holds no periods';
const TOTALS = 'the answer is totals of the range, not periods';
const ALWAYS_NOT_ACCEPTED = 'the figures not accepted are always part of this answer';
const NOTHING_NOT_ACCEPTED = 'this answer holds no figures not accepted';

/** `/savingsOverview`: the KPI figures of the savings overview. */
export const savingsOverviewView = defineView<SavingsOverviewData>()({
  path: `${FARESAVER}/savingsOverview`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: { granularity: TOTALS, withNotAccepted: ALWAYS_NOT_ACCEPTED },
});

/** `/allTimeSavings`: accepted savings since go-live, whatever the dates. */
export const allTimeSavingsView = defineView<AllTimeSavingsData>()({
  path: `${FARESAVER}/allTimeSavings`,
  product: 'air',
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: {
    startDate: 'all-time savings count from the go-live date',
    endDate: 'all-time savings count to the newest day',
    granularity: NO_PERIODS,
    withNotAccepted: NOTHING_NOT_ACCEPTED,
  },
});

/** `/trackedSpend`: spend of the PNRs Faresaver tracked. */
export const trackedSpendView = defineView<TrackedSpendData>()({
  path: `${FARESAVER}/trackedSpend`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: { granularity: TOTALS, withNotAccepted: NOTHING_NOT_ACCEPTED },
});

/** `/trackedByCountry`: tracked spend per ticketing country. */
export const trackedByCountryView = defineView<TrackedByCountryRow[]>()({
  path: `${FARESAVER}/trackedByCountry`,
  product: 'air',
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: { granularity: TOTALS, withNotAccepted: NOTHING_NOT_ACCEPTED },
});

/** `/savingsByCountry`: accepted savings per ticketing country, largest first. */
export const savingsByCountryView = defineView<SavingsByCountryRow[]>()({
  path: `${FARESAVER}/savingsByCountry`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: { granularity: TOTALS, withNotAccepted: NOTHING_NOT_ACCEPTED },
});

/** `/savingsByMonth`: savings per day, week or month (by default from the range length). */
export const savingsByMonthView = defineView<SavingsByPeriodRow[]>()({
  path: `${FARESAVER}/savingsByMonth`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
  params: SAVINGS_OVERVIEW_PARAMS,
});

/** `/savings`: deals sent and rebooked per client. */
export const dealsPerClientView = defineView<DealsPerClientRow[]>()({
  path: `${FARESAVER}/savings`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: { granularity: TOTALS, withNotAccepted: ALWAYS_NOT_ACCEPTED },
});

/** `/feedback`: deals not accepted per feedback reason. */
export const feedbackView = defineView<FeedbackRow[]>()({
  path: `${FARESAVER}/feedback`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
  params: SAVINGS_OVERVIEW_PARAMS,
  ignores: { granularity: TOTALS, withNotAccepted: 'the answer is the deals not accepted by reason' },
});

/** `/savingsOverview`: the KPI figures of the savings overview. */
export interface SavingsOverviewData {
  acceptedSavings: number;
  rebookedPNRs: number;
  savingsNotAccepted: number;
  savingsNotAcceptedPNRs: number;
  potentialSavingsWithFilters: number;
  /** Percent 0-100. */
  rebookingPerformanceRatio: number;
  trackedSpend: number;
  trackedPnrs: number;
  validPnrs: number;
  acceptedDeals: number;
  allSentDeals: number;
  notAcceptedDeals: number;
  goLiveDate: string | null;
}

/** `/allTimeSavings`. */
export interface AllTimeSavingsData {
  acceptedSavings: number;
  rebookedPNRs: number;
  goLiveDate: string | null;
  itinGoLiveDate: string | null;
}

/** `/trackedSpend`. */
export interface TrackedSpendData {
  trackedSpend: number;
  trackedPnrs: number;
  validPnrs: number;
}

/** A row of `/trackedByCountry`. */
export interface TrackedByCountryRow {
  ticketingCountryCode: string;
  ticketingCountry: string;
  trackedSpend: number;
  trackedPnrs: number;
}

/** A row of `/savingsByCountry` (largest savings first). */
export interface SavingsByCountryRow {
  ticketingCountryCode: string;
  ticketingCountry: string;
  acceptedSavings: number;
  rebookedPNRs: number;
}

/** A row of `/savingsByMonth`: one period (day, week or month) starting at `resultDateCreatedAt`. */
export interface SavingsByPeriodRow {
  resultDateCreatedAt: string;
  acceptedSavings: number;
  rebookedPNRs: number;
  savingsNotAccepted?: number;
}

/** A row of `/savings`: deals sent and rebooked per client. */
export interface DealsPerClientRow {
  directEnterprise: string;
  allSentDeals: number;
  acceptedDeals: number;
  notAcceptedDeals: number;
  acceptedSavings: number;
  savingsNotAccepted: number;
}

/** A row of `/feedback`: deals not accepted per feedback reason. */
export interface FeedbackRow {
  feedbackMeaningPlatform: string;
  notAcceptedDeals: number;
  savingsNotAccepted: number;
}
