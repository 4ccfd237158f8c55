/** Nights of a stay with the rate paid and its market rate (per night). */
export interface PricedNights {
  nights: number;
  paid: number;
  market: number;
}

/**
 * The discount level of negotiated nights against market, as a fraction: 1 − Σ(nights·paid) /
 * Σ(nights·market). Spend-weighted, never an average of each stay's percentage (a one-night 30 %
 * discount does not weigh as much as a week at 10 %). 0 without market spend.
 *
 * @example discountLevel([{ nights: 1, paid: 70, market: 100 }, { nights: 7, paid: 90, market: 100 }]) // 0.1375
 */
export function discountLevel(stays: readonly PricedNights[]): number {
  let paid = 0;
  let market = 0;
  for (const stay of stays) {
    paid += stay.nights * stay.paid;
    market += stay.nights * stay.market;
  }
  return market > 0 ? 1 - paid / market : 0;
}

/** The discount level from the two sums the views keep: spend paid and spend at market rates. */
export function discountLevelOfSums(spend: number, spendAtMarketRate: number): number {
  return spendAtMarketRate > 0 ? 1 - spend / spendAtMarketRate : 0;
}
