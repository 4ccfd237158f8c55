import { GRANULARITIES } from '../model/granularity.js';
import { defineView } from './define-view.js';
import { param } from './param.js';

const REBOOKING = '/api/views/air/rebookingSuccess';

/** Most rows `/allProcessedDeals` returns (newest first). */
export const PROCESSED_DEALS_LIMIT = 500;

/** `/rebookingSuccess`: accepted over sent deals in the range. */
export const rebookingSuccessView = defineView<RebookingSuccessData>()({
  path: REBOOKING,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
});

/** `/RebookingRatio`: the ratio per day, week or month. */
export const rebookingRatioView = defineView<RebookingRatioRow[]>()({
  path: `${REBOOKING}/RebookingRatio`,
  product: 'air',
  params: { granularity: param.oneOf(GRANULARITIES) },
});

/** `/RebookingTable`: the ratio and savings per client. */
export const rebookingTableView = defineView<RebookingTableRow[]>()({
  path: `${REBOOKING}/RebookingTable`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
});

/** `/allProcessedDeals`: the newest deals, at most PROCESSED_DEALS_LIMIT. */
export const allProcessedDealsView = defineView<ProcessedDealRow[]>()({
  path: `${REBOOKING}/allProcessedDeals`,
  product: 'air',
  sample: { source: 'savings', kinds: ['demo'] },
});

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
