/**
 * The block time of a flight in the dataset: 30 minutes on the ground plus the great-circle distance
 * at 800 km/h. A leg "under 4 hours" is one shorter than `legKmUnder(4)` = 2,800 km.
 */
const GROUND_MINUTES = 30;
const CRUISE_KMH = 800;

/** The longest great-circle leg (km) whose block time stays under `hours`. */
export function legKmUnder(hours: number): number {
  return ((hours * 60 - GROUND_MINUTES) / 60) * CRUISE_KMH;
}

/** The simulator's switch: business-class PNRs whose every leg is under this many hours, flown in economy. */
export const SHORT_BUSINESS_HOURS = 4;

/** What an alternative saved over the PNRs it applies to, and its fare difference (negative: cheaper). */
export interface AlternativeFigures {
  pnrs: number;
  co2eKgSaved: number;
  fareDifference: number;
}

/**
 * "If X % of them had taken the alternative": the share of the PNRs, kg CO2e and money saved (the
 * fare difference turned into a saving: positive when the alternative is cheaper). X is clamped to
 * 0-100; PNRs round to whole ones.
 */
export function simulateShare(
  figures: AlternativeFigures,
  percent: number,
): { pnrs: number; co2eKgSaved: number; moneySaved: number } {
  const share = Math.min(100, Math.max(0, percent)) / 100;
  return {
    pnrs: Math.round(figures.pnrs * share),
    co2eKgSaved: figures.co2eKgSaved * share,
    moneySaved: -figures.fareDifference * share,
  };
}
