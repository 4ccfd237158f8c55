import type { AlternativeKind } from '../views/emissions.js';
import { airFactor } from './co2e.js';
import { CABIN_CLASSES, EMISSION_METHODS, HAUL_BANDS, methodStamp, type EmissionMethod } from './methods.js';

/** The heading of each kind of alternative on the pages and in exports. */
export const ALTERNATIVE_LABELS: Readonly<Record<AlternativeKind, string>> = {
  lowerCabin: 'Economy instead of a higher cabin',
  businessUnder4h: 'Economy instead of business on flights under 4 hours',
  nonStop: 'A non-stop instead of a connection',
};

/**
 * The note under every emissions figure: the method, its source and factor year; on a page of hotel
 * figures alone, the source and year of the hotel table they come from. A method with one factor
 * for every cabin says so, since no cabin change saves anything under it.
 */
export function methodNote(method: EmissionMethod, table: 'air' | 'hotel' = 'air'): string {
  const { source, factorYear } = methodStamp(method, table);
  const cabins = table === 'air' && !hasCabinSplit(method) ? ' It gives every cabin the same factor.' : '';
  return `Method: ${method.name} (${source}; factor year ${factorYear}).${cabins}`;
}

/** True when some band of the method has different factors for different cabins. */
function hasCabinSplit(method: EmissionMethod): boolean {
  return HAUL_BANDS.some((band) => {
    const factors = method.air[band];
    return (
      factors !== undefined && new Set(CABIN_CLASSES.map((cabin) => airFactor(method, band, cabin))).size > 1
    );
  });
}

/** The method switch's choices, the default first. */
export const METHOD_CHOICES: readonly { value: EmissionMethod['id']; label: string }[] = EMISSION_METHODS.map(
  (method) => ({ value: method.id, label: method.name }),
);

/** kg CO2e as tonnes with one decimal below 1,000 t, none above (`formatNumber` is the host's). */
export function tonnesText(kg: number, formatNumber: (value: number, decimals?: number) => string): string {
  const tonnes = kg / 1000;
  return `${formatNumber(tonnes, Math.abs(tonnes) >= 1000 ? 0 : 1)} t CO2e`;
}
