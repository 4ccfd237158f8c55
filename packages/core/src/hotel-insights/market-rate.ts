/** A public rate seen for the same hotel, room type and dates as a stay. */
export interface ComparableRate {
  /** Per night, in the stay's currency. */
  rate: number;
  /**
   * Whether anyone could book it on the same terms as a corporate rate: public, refundable, no
   * membership, package or opaque condition. Only qualified rates are market rates.
   */
  qualified: boolean;
}

/**
 * The market rate of a stay: the lowest qualified comparable public rate for the same hotel, room
 * type and dates — not the best available rate, which is the highest flexible rate and would inflate
 * the savings. Null when no qualified rate was seen.
 *
 * @example marketRate([{ rate: 210, qualified: true }, { rate: 189, qualified: false }, { rate: 198, qualified: true }]) // 198
 */
export function marketRate(rates: readonly ComparableRate[]): number | null {
  let lowest: number | null = null;
  for (const { rate, qualified } of rates) {
    if (qualified && rate > 0 && (lowest === null || rate < lowest)) lowest = rate;
  }
  return lowest;
}
