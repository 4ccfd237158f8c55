import { HOTEL_PROGRAM_PERFORMANCE_TAB } from '@tripsight/core/catalogue';
import { defineComposedPage, thirds, wide } from '../composed-page/define-composed-page.js';
import * as cards from './program-cards.element.js';

/**
 * @summary The hotel programme performance page (docs/rules/hotel.md#programme-performance): programme savings, the average discount level with a link to the discount-level module, the programme spend overview, the negotiated-rate bar split and the coverage, availability and utilization gauges, each linking to its module; each card also its own element.
 */
export const defineHotelProgramPerformance = defineComposedPage({
  tab: HOTEL_PROGRAM_PERFORMANCE_TAB,
  items: [
    thirds(cards.defineHotelProgramSavings, cards.defineHotelAverageDiscount, cards.defineHotelProgramSpend),
    wide(cards.defineHotelNegotiatedSplit),
    thirds(
      cards.defineHotelCoverageGauge,
      cards.defineHotelAvailabilityGauge,
      cards.defineHotelUtilizationGauge,
    ),
  ],
});
