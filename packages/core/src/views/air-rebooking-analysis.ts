import { defineView } from './define-view.js';

const ANALYSIS = '/api/views/air/faresaver/rebookingAnalysis';

/**
 * `/rebookingAnalysis/funnel`: the rebooking decision funnel of the range, from the deals Faresaver
 * found to the PNRs rebooked, with the time travellers took to decide and the savings lost.
 */
export const rebookingFunnelView = defineView<RebookingFunnelData>()({
  path: `${ANALYSIS}/funnel`,
  product: 'air',
});

/** `/rebookingAnalysis/decisions`: the deals not accepted per decision (Declined, Expired) and feedback reason. */
export const rebookingDecisionsView = defineView<RebookingDecisionRow[]>()({
  path: `${ANALYSIS}/decisions`,
  product: 'air',
});

/** `/rebookingAnalysis/thresholdClients`: per client, the PNRs sent and rebooked the simulator starts from. */
export const thresholdClientsView = defineView<ThresholdClientRow[]>()({
  path: `${ANALYSIS}/thresholdClients`,
  product: 'air',
});

/**
 * `/rebookingAnalysis/thresholdBuckets`: per client and step of net saving, the deals a change of the
 * minimum saving would add or take away (see core's `simulateThreshold`).
 */
export const thresholdBucketsView = defineView<ThresholdBucketRow[]>()({
  path: `${ANALYSIS}/thresholdBuckets`,
  product: 'air',
});

/** `/rebookingAnalysis/funnel`. Money in the answer's currency and fee mode. */
export interface RebookingFunnelData {
  /** Deals found: every deal sent, and those held back under the current minimum saving. */
  dealsFound: number;
  /** Deals found and not sent because their saving was under the current minimum. */
  heldDeals: number;
  allSentDeals: number;
  acceptedDeals: number;
  /** Deals the traveller turned down (a feedback reason other than no response). */
  declinedDeals: number;
  /** Deals nobody answered before they expired. */
  expiredDeals: number;
  rebookedPNRs: number;
  acceptedSavings: number;
  /** Savings of the PNRs whose deals were declined. */
  savingsLostDeclined: number;
  /** Savings of the PNRs whose deals expired. */
  savingsLostExpired: number;
  /** Median minutes from a deal sent to its acceptance (null with none). */
  medianMinutesToAccept: number | null;
  /** Median minutes from a deal sent to its refusal (null with none). */
  medianMinutesToDecline: number | null;
  /** Minutes within which nine decisions in ten were taken (null with none). */
  p90MinutesToDecision: number | null;
  /** Median hours a deal that expired had been open. */
  medianHoursOpenWhenExpired: number | null;
}

/** A row of `/rebookingAnalysis/decisions`. */
export interface RebookingDecisionRow {
  decision: 'Declined' | 'Expired';
  feedbackMeaningPlatform: string;
  notAcceptedDeals: number;
  savingsNotAccepted: number;
  /** Median minutes to the decision (null for expired deals). */
  medianDecisionMinutes: number | null;
}

/** A row of `/rebookingAnalysis/thresholdClients`. */
export interface ThresholdClientRow {
  directEnterprise: string;
  /** PNRs with a deal sent. */
  sentPnrs: number;
  rebookedPNRs: number;
  allSentDeals: number;
  acceptedDeals: number;
  acceptedSavings: number;
}

/**
 * A row of `/rebookingAnalysis/thresholdBuckets`: the deals of one client whose net saving (the
 * saving in the fee mode less the carrier's change fee) lies in [netSavingsFrom, netSavingsFrom +
 * THRESHOLD_STEP). Held deals are counted under the current minimum, rebooked ones from it on.
 */
export interface ThresholdBucketRow {
  directEnterprise: string;
  netSavingsFrom: number;
  /** Deals found, held back under the current minimum (one PNR each). */
  heldPnrs: number;
  heldNetSavings: number;
  /** PNRs rebooked from a deal sent. */
  rebookedPnrs: number;
  rebookedNetSavings: number;
}
