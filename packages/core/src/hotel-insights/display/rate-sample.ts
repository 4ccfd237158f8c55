import { formatNumber, formatPercent } from '../../format/money.js';
import { DEFAULT_LOCALE } from '../../format/locale.js';

/** Below this many nights a rate is flagged as a small sample: 100 % of three nights is no result. */
export const SMALL_SAMPLE_NIGHTS = 30;

/** A rate as shown: the percent, the n it is taken over, and whether that n is too small to read. */
export interface RateWithSample {
  /** The rate, e.g. '84.2%'. */
  value: string;
  /** Its base, e.g. 'n = 1,234 nights'. */
  sample: string;
  /** Value and base together, e.g. '84.2% (n = 1,234 nights)'. */
  text: string;
  /** True below SMALL_SAMPLE_NIGHTS nights. */
  smallSample: boolean;
}

/** 'n = 1 night', 'n = 1,234 nights'. */
export function nightsSample(nights: number, locale: string = DEFAULT_LOCALE): string {
  const count = Math.max(0, Math.round(nights));
  return `n = ${formatNumber(count, 0, locale)} ${count === 1 ? 'night' : 'nights'}`;
}

/**
 * A rate (percent, 0–100) with the nights it is taken over, one decimal, so a rate always says how
 * much it rests on.
 * @example rateWithSample(84.23, 1234).text // '84.2% (n = 1,234 nights)'
 * @example rateWithSample(100, 3).smallSample // true
 */
export function rateWithSample(
  rate: number,
  nights: number,
  locale: string = DEFAULT_LOCALE,
): RateWithSample {
  const value = formatPercent(rate, 1, locale);
  const sample = nightsSample(nights, locale);
  const smallSample = !(nights >= SMALL_SAMPLE_NIGHTS);
  return { value, sample, text: `${value} (${sample})`, smallSample };
}
