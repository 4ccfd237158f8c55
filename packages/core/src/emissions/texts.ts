import type { AlternativeKind } from '../views/emissions.js';
import { EMISSION_METHODS, type EmissionMethod } from './methods.js';

/** The heading of each kind of alternative on the pages and in exports. */
export const ALTERNATIVE_LABELS: Readonly<Record<AlternativeKind, string>> = {
  lowerCabin: 'Economy instead of a higher cabin',
  businessUnder4h: 'Economy instead of business on flights under 4 hours',
  nonStop: 'A non-stop instead of a connection',
};

/** The note under every emissions figure: the method, its source and factor year. */
export function methodNote(method: EmissionMethod): string {
  return `Method: ${method.name} (${method.source}; factor year ${method.factorYear}).`;
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
