import type { ViewModeOptions } from '../catalogue/view-mode.js';

/** Which cards the hotel savings overview shows in a mode (docs/rules/hotel.md#hotel-savings-overview). */
export interface HotelCards {
  /** The all-time banner: hidden in POC and demo. */
  allTime: boolean;
  /** The company savings hero shows "Total projected savings" per quarter, month and day (POC). */
  projected: boolean;
  /** The savings optimization toolkit (POC only). */
  toolkit: boolean;
  /** The HPA cards and the HPA figures of the tracked spend card. */
  hpa: boolean;
}

/**
 * The cards of the hotel savings overview in a mode.
 * @example hotelCards(viewMode('poc', 'hotel')) // { allTime: false, projected: true, toolkit: true, hpa: false }
 */
export function hotelCards(options: Pick<ViewModeOptions<string>, 'sample' | 'isHPA'>): HotelCards {
  return {
    allTime: options.sample === null,
    projected: options.sample === 'poc',
    toolkit: options.sample === 'poc',
    hpa: options.isHPA,
  };
}
