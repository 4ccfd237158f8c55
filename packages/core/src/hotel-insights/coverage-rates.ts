import { asPercent, share } from './programme-rates.js';

/*
 * The percentages of the negotiated rate coverage page (docs/rules/hotel.md#negotiated-rate-coverage),
 * each computed here once from sums: the data service answers them, the page only shows them.
 */

/** `part` over `whole` in the views' percent (0-100, two decimals); 0 when the whole is empty. */
export function percentOf(part: number, whole: number): number {
  return asPercent(share(part, whole));
}

/** The sums of one group of stays (the range, a hotel, a chain, a month) the coverage rates come from. */
export interface CoverageSums {
  /** Spend of every stay, of the stays a negotiated rate covers, and of the others. */
  spend: number;
  coveredSpend: number;
  notCoveredSpend: number;
  /** Nights of every stay, and of the covered stays. */
  nights: number;
  coveredNights: number;
  /** Spend of the stays covered by a property, a chainwide and a TMC rate. */
  property: number;
  chainwide: number;
  tmc: number;
}

/** The coverage of a group: covered spend over spend, covered nights over nights (percent). */
export function coverageRates(s: Pick<CoverageSums, 'spend' | 'coveredSpend' | 'nights' | 'coveredNights'>): {
  onSpend: number;
  onNights: number;
} {
  return { onSpend: percentOf(s.coveredSpend, s.spend), onNights: percentOf(s.coveredNights, s.nights) };
}

/** A percent per rate type: property, chainwide, TMC rate. */
export interface RateTypePercents {
  property: number;
  chainwide: number;
  tmc: number;
}

type RateTypeSpend = Pick<CoverageSums, 'property' | 'chainwide' | 'tmc'>;

/** Each rate type's spend over `whole` (percent). */
const rateTypePercents = (s: RateTypeSpend, whole: number): RateTypePercents => ({
  property: percentOf(s.property, whole),
  chainwide: percentOf(s.chainwide, whole),
  tmc: percentOf(s.tmc, whole),
});

/** Each rate type's spend over the group's spend: how much of it each rate type covers (percent). */
export function rateTypeCoverage(s: RateTypeSpend & Pick<CoverageSums, 'spend'>): RateTypePercents {
  return rateTypePercents(s, s.spend);
}

/** Each rate type's spend over the covered spend: the split of covered spend by rate type (percent). */
export function rateTypeShares(s: RateTypeSpend & Pick<CoverageSums, 'coveredSpend'>): RateTypePercents {
  return rateTypePercents(s, s.coveredSpend);
}

/**
 * A hotel as an opportunity against the spend of every hotel: `equivalentTo` the points of
 * programme coverage gained were it fully covered (its spend not covered over all spend),
 * `percentOfSpend` its spend over all spend.
 */
export function opportunityOf(
  hotel: Pick<CoverageSums, 'spend' | 'notCoveredSpend'>,
  allHotelsSpend: number,
): { equivalentTo: number; percentOfSpend: number } {
  return {
    equivalentTo: percentOf(hotel.notCoveredSpend, allHotelsSpend),
    percentOfSpend: percentOf(hotel.spend, allHotelsSpend),
  };
}
