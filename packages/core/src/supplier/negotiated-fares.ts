/** The four percent figures of the negotiated fares adoption page, in the page's order (docs/rules/air.md#negotiated-fares-adoption). */
const NEGOTIATED_FARE_FIGURES = [
  'Negotiated Fare Adoption',
  'CAT success',
  'Lowest Negotiated Fare PNR Ratio',
  'LIF success',
] as const;

export type NegotiatedFareFigure = (typeof NEGOTIATED_FARE_FIGURES)[number];

/** Negotiated fare adoption: the rounded percent of tracked PNRs that had a negotiated fare (docs/rules/air.md#negotiated-fares-adoption); 0 without PNRs. */
export function negotiatedFareAdoption(trackedPnrs: number, trackedPnrsWithNegotiatedFare: number): number {
  if (!(trackedPnrs > 0)) return 0;
  return Math.round((100 * trackedPnrsWithNegotiatedFare) / trackedPnrs);
}

/**
 * Decimals a figure is shown with: the adoption is a rounded percent (docs/rules/air.md#negotiated-fares-adoption), so it shows none
 * (38%, not 38.00%); the others keep the percent default of 2 (docs/rules/shell.md#formatting).
 */
export function figureDecimals(title: NegotiatedFareFigure): number {
  return title === 'Negotiated Fare Adoption' ? 0 : 2;
}

/** The figures to show, with their decimals: a figure whose value is zero is hidden (docs/rules/air.md#negotiated-fares-adoption). */
export function visibleFigures(
  values: Readonly<Record<NegotiatedFareFigure, number>>,
): { title: NegotiatedFareFigure; value: number; decimals: number }[] {
  return NEGOTIATED_FARE_FIGURES.map((title) => ({
    title,
    value: values[title],
    decimals: figureDecimals(title),
  })).filter((figure) => figure.value !== 0);
}
