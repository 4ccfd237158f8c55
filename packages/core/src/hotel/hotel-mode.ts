import { viewMode, type ViewModeOptions } from '../catalogue/view-mode.js';

/**
 * Variants of the hotel savings overview (hotel-ops §2.2: normal, POC, demo, rebooking automation,
 * HPA, PM-only, rate optimiser, and the catalogue's PM-only rate optimiser).
 */
export const HOTEL_MODES = [
  'normal',
  'poc',
  'demo',
  'autorebook',
  'hpa',
  'pm-only',
  'rate-optimizer',
  'rate-optimizer-pm-only',
] as const;
export type HotelMode = (typeof HOTEL_MODES)[number];

/** Kinds of sample data the POC and demo modes show (the sample-data API's pocType). */
export type HotelSampleKind = 'demo' | 'poc';

/** What a hotel mode changes, besides the view parameters of `viewMode` (isHPA, isPMOnly, isAutorebook). */
export interface HotelModeOptions extends ViewModeOptions<HotelMode> {
  /** The sample the page shows instead of live data (POC and demo), or null. */
  sample: HotelSampleKind | null;
  /** The all-time banner: hidden in POC and demo (hotel-ops §2.2). */
  showAllTime: boolean;
  /** The company savings hero shows "Total projected savings" per quarter, month and day (POC). */
  projected: boolean;
  /** The savings optimization toolkit (POC only). */
  showToolkit: boolean;
  /** The HPA cards and the HPA figures of the tracked spend card. */
  showHpa: boolean;
}

/**
 * Reads a hotel page's `mode` attribute; empty means normal, anything else throws naming it.
 *
 * @example hotelMode('poc') // { sample: 'poc', showAllTime: false, projected: true, showToolkit: true, … }
 */
export function hotelMode(value: string | null | undefined): HotelModeOptions {
  const base = viewMode(value, HOTEL_MODES, 'hotel mode');
  const sample = base.mode === 'poc' || base.mode === 'demo' ? base.mode : null;
  return {
    ...base,
    // Both sample modes read canned figures instead of the analytics views.
    demoData: sample !== null,
    sample,
    showAllTime: sample === null,
    projected: sample === 'poc',
    showToolkit: sample === 'poc',
    showHpa: base.isHPA,
  };
}
