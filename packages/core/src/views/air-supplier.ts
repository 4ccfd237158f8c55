import { FUNNEL_BREAKDOWNS, type NegotiatedFareFunnelRow } from '../model/negotiated-fare-funnel.js';
import { defineView } from './define-view.js';
import { param } from './param.js';

const NEGOTIATED_RATES = '/api/views/air/supplierInsights/negotiatedRates';

/**
 * `/negotiatedRates/lowestNegoFarePnrRatio`: how often the negotiated fare was the lowest available,
 * with the CAT and LIF success figures of the negotiated fares adoption page (docs/rules/air.md#negotiated-fares-adoption).
 */
export const lowestNegoFarePnrRatioView = defineView<LowestNegoFarePnrRatioData>()({
  path: `${NEGOTIATED_RATES}/lowestNegoFarePnrRatio`,
  product: 'air',
  sample: { source: 'negotiatedFares' },
});

/** `/negotiatedRates/negotiatedFareAdoption`: tracked PNRs and those that had a negotiated fare (docs/rules/air.md#negotiated-fares-adoption). */
export const negotiatedFareAdoptionView = defineView<NegotiatedFareAdoptionData>()({
  path: `${NEGOTIATED_RATES}/negotiatedFareAdoption`,
  product: 'air',
  sample: { source: 'negotiatedFares' },
});

/**
 * `/negotiatedRates/negotiatedFareFunnel` (beyond the spec): per carrier (`breakdown=carrier`, the
 * default) or route (`breakdown=route`) the tracked PNRs whose negotiated fare was loaded, available
 * at the point of sale and chosen; the most loaded first, at most NEGOTIATED_FARE_FUNNEL_LIMIT rows.
 */
export const negotiatedFareFunnelView = defineView<NegotiatedFareFunnelRow[]>()({
  path: `${NEGOTIATED_RATES}/negotiatedFareFunnel`,
  product: 'air',
  sample: { source: 'negotiatedFares' },
  params: { breakdown: param.oneOf(FUNNEL_BREAKDOWNS) },
});

/** The ratio figures: percents with two decimals of the PNRs that had a negotiated fare (0 when none). */
export interface LowestNegoFarePnrRatioData {
  /** PNRs whose negotiated fare was the lowest available, over PNRs with a negotiated fare (percent). */
  lowestNegociatedFarePnrRatio: number;
  /** PNRs with a negotiated fare. */
  countPnrs: number;
  /** CAT success (percent of PNRs with a negotiated fare). */
  catSuccess: number;
  /** LIF success (percent of PNRs with a negotiated fare). */
  lifSuccess: number;
}

/** The adoption row and its figure (docs/rules/air.md#negotiated-fares-adoption). */
export interface NegotiatedFareAdoptionData {
  trackedPnrs: number;
  trackedPnrsWithNegotiatedFare: number;
  /** Rounded percent of tracked PNRs that had a negotiated fare. */
  negotiatedFareAdoption: number;
}
