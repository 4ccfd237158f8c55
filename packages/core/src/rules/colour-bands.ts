/** Colour band of a percentage (docs/rules/shell.md#formatting): 0 to 20 red, 20 to 50 amber, 50 and above green. */
export type PercentBand = 'red' | 'amber' | 'green';

/** Colour of a percentage bar (docs/rules/shell.md#formatting): above 70 green, above 50 yellow, otherwise orange. */
export type BarColour = 'green' | 'yellow' | 'orange';

/**
 * @example percentBand(20) // 'amber'
 */
export function percentBand(percent: number): PercentBand {
  if (percent >= 50) return 'green';
  if (percent >= 20) return 'amber';
  return 'red';
}

/**
 * @example barColour(70) // 'yellow'
 */
export function barColour(percent: number): BarColour {
  if (percent > 70) return 'green';
  if (percent > 50) return 'yellow';
  return 'orange';
}
