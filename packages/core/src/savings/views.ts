/** Base path of the Faresaver savings views. */
export const FARESAVER_BASE = '/api/views/air/faresaver';
/** Base path of the rebooking-success views. */
export const REBOOKING_BASE = '/api/views/air/rebookingSuccess';

/** Paths of the air savings and rebooking views (spec §7). */
export const SAVINGS_VIEWS = {
  savingsOverview: `${FARESAVER_BASE}/savingsOverview`,
  allTimeSavings: `${FARESAVER_BASE}/allTimeSavings`,
  trackedSpend: `${FARESAVER_BASE}/trackedSpend`,
  trackedByCountry: `${FARESAVER_BASE}/trackedByCountry`,
  savingsByCountry: `${FARESAVER_BASE}/savingsByCountry`,
  savingsByMonth: `${FARESAVER_BASE}/savingsByMonth`,
  savings: `${FARESAVER_BASE}/savings`,
  feedback: `${FARESAVER_BASE}/feedback`,
  rebookingSuccess: REBOOKING_BASE,
  rebookingRatio: `${REBOOKING_BASE}/RebookingRatio`,
  rebookingTable: `${REBOOKING_BASE}/RebookingTable`,
  allProcessedDeals: `${REBOOKING_BASE}/allProcessedDeals`,
} as const;

export type SavingsViewName = keyof typeof SAVINGS_VIEWS;

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

/** `/rebookingSuccess`. */
export interface RebookingSuccessData {
  rebookingPerformanceRatio: number;
  allSentDeals: number;
  acceptedDeals: number;
}

/** A row of `/RebookingRatio`. */
export interface RebookingRatioRow extends RebookingSuccessData {
  resultDateCreatedAt: string;
}

/** A row of `/RebookingTable`. */
export interface RebookingTableRow {
  directEnterprise: string;
  allSentDeals: number;
  acceptedDeals: number;
  rebookingPerformanceRatio: number;
  acceptedSavings: number;
}

/** A row of `/allProcessedDeals` (newest first, at most 500). */
export interface ProcessedDealRow {
  recordLocator: string;
  directEnterprise: string;
  resultDateCreatedAt: string;
  ticketingCountryCode: string;
  dealStatus: 'Rebooked' | 'Not accepted';
  potentialSavings: number;
  acceptedSavings: number;
  feedbackMeaningPlatform: string | null;
}
