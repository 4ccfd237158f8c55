/*
 * The negotiated fare's funnel as its view contract answers it; the rules that read it are in
 * supplier/negotiated-fare-funnel.
 */

/** What the funnel is broken down by: the plating carrier or the route. */
export const FUNNEL_BREAKDOWNS = ['carrier', 'route'] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

/** The PNR counts of one carrier or route (or of all of them). */
export interface FunnelCounts {
  /** Tracked PNRs whose carrier had a negotiated fare loaded for the client. */
  loadedPnrs: number;
  /** Of those, PNRs whose negotiated fare was available at the point of sale. */
  availablePnrs: number;
  /** Of those, PNRs booked on the negotiated fare. */
  chosenPnrs: number;
}

/** One carrier's or route's funnel as the view answers it. */
export interface NegotiatedFareFunnelRow extends FunnelCounts {
  /** The carrier's name or the route (origin-destination; a multi-city route joins its legs with a colon). */
  label: string;
}
