import { GRANULARITIES } from '../model/granularity.js';
import { defineView } from './define-view.js';
import { param } from './param.js';

const FARESAVER = '/api/views/air/faresaver';

/** Parameters of the savings views that can leave out the not-accepted figures (autorebook). */
const notAccepted = { withNotAccepted: param.boolean() };

/** `/savingsOverview`: the KPI figures of the savings overview. */
export const savingsOverviewView = defineView<SavingsOverviewData>()({
  path: `${FARESAVER}/savingsOverview`,
  product: 'air',
  params: notAccepted,
});

/** `/allTimeSavings`: accepted savings since go-live, whatever the dates. */
export const allTimeSavingsView = defineView<AllTimeSavingsData>()({
  path: `${FARESAVER}/allTimeSavings`,
  product: 'air',
});

/** `/trackedSpend`: spend of the PNRs Faresaver tracked. */
export const trackedSpendView = defineView<TrackedSpendData>()({
  path: `${FARESAVER}/trackedSpend`,
  product: 'air',
});

/** `/trackedByCountry`: tracked spend per ticketing country. */
export const trackedByCountryView = defineView<TrackedByCountryRow[]>()({
  path: `${FARESAVER}/trackedByCountry`,
  product: 'air',
});

/** `/savingsByCountry`: accepted savings per ticketing country, largest first. */
export const savingsByCountryView = defineView<SavingsByCountryRow[]>()({
  path: `${FARESAVER}/savingsByCountry`,
  product: 'air',
});

/** `/savingsByMonth`: savings per day, week or month (by default from the range length). */
export const savingsByMonthView = defineView<SavingsByPeriodRow[]>()({
  path: `${FARESAVER}/savingsByMonth`,
  product: 'air',
  params: { ...notAccepted, granularity: param.oneOf(GRANULARITIES) },
});

/** `/savings`: deals sent and rebooked per client. */
export const dealsPerClientView = defineView<DealsPerClientRow[]>()({
  path: `${FARESAVER}/savings`,
  product: 'air',
});

/** `/feedback`: deals not accepted per feedback reason. */
export const feedbackView = defineView<FeedbackRow[]>()({
  path: `${FARESAVER}/feedback`,
  product: 'air',
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
