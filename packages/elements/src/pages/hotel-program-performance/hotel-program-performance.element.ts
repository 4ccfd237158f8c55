import { defineComposedPage, type ComposedPageProps } from '../composed-page/define-composed-page.js';
import {
  defineHotelAvailabilityGauge,
  defineHotelAverageDiscount,
  defineHotelCoverageGauge,
  defineHotelNegotiatedSplit,
  defineHotelProgramSavings,
  defineHotelProgramSpend,
  defineHotelUtilizationGauge,
} from './program-cards.element.js';

/**
 * @summary The hotel programme performance page (docs/rules/hotel.md#programme-performance): programme savings, the average discount level with a link to the discount-level module, the programme spend overview, the negotiated-rate bar split and the coverage, availability and utilization gauges, each linking to its module; each card also its own element.
 */
export const defineHotelProgramPerformance = defineComposedPage({
  tag: 'tripsight-hotel-program-performance',
  productName: 'Hotel Supplier Insights',
  tabTitle: 'Hotel program performance',
  items: [
    { define: defineHotelProgramSavings, layout: 'third' },
    { define: defineHotelAverageDiscount, layout: 'third' },
    { define: defineHotelProgramSpend, layout: 'third' },
    { define: defineHotelNegotiatedSplit, layout: 'wide' },
    { define: defineHotelCoverageGauge, layout: 'third' },
    { define: defineHotelAvailabilityGauge, layout: 'third' },
    { define: defineHotelUtilizationGauge, layout: 'third' },
  ],
});

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-program-performance': HTMLElement & ComposedPageProps;
  }
}
