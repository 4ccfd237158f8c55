import type { HotelProgramPerformanceData } from '../../views/hotel-insights.js';

/** The four buckets every stay-night falls in, in the order of the bar split. */
const NEGOTIATED_BUCKETS = [
  { key: 'onNegotiatedRate', label: 'On negotiated rate' },
  { key: 'negRateAvailableButNotUtilized', label: 'Available but not used' },
  { key: 'negRateNotAvailable', label: 'Rate not available' },
  { key: 'notCovered', label: 'Not covered' },
] as const satisfies readonly { key: keyof HotelProgramPerformanceData; label: string }[];

type NegotiatedBucket = (typeof NEGOTIATED_BUCKETS)[number]['key'];

/** One bucket of the split: its spend and its share of the programme spend (percent). */
export interface SplitSegment {
  key: NegotiatedBucket;
  label: string;
  spend: number;
  share: number;
}

/**
 * The negotiated-rate bar split: the four buckets' spend and their shares of their sum (not of
 * programSpend, so the bar always fills exactly; the two agree when the data is reconciled). An
 * empty programme gives four zero shares.
 */
export function negotiatedSplit(data: HotelProgramPerformanceData): SplitSegment[] {
  const total = NEGOTIATED_BUCKETS.reduce((sum, b) => sum + Math.max(0, data[b.key]), 0);
  return NEGOTIATED_BUCKETS.map((b) => {
    const spend = Math.max(0, data[b.key]);
    return { key: b.key, label: b.label, spend, share: total > 0 ? (spend / total) * 100 : 0 };
  });
}

/** True when the programme has no spend at all (the cards show their empty text). */
export function isProgramEmpty(data: HotelProgramPerformanceData): boolean {
  return !(data.programSpend > 0) && !(data.totalNights > 0);
}
