import { CARRIER_AVAILABILITY_TAB } from '@tripsight/core/catalogue';
import { defineComposedPage } from '../composed-page/define-composed-page.js';

/**
 * @summary The carrier availability page (Supplier Insights): the "Preferred fare availability status" chart and the PNR summary (up to 50,000 segments, virtualised), each also its own element (tripsight-carrier-availability-status, tripsight-carrier-pnr-summary), with Route Picker, Preferred fare availability status, Preferred carrier and fare combination, Days before departure and Clear Filters.
 * @csspart filters - The filter row.
 * @csspart route-picker - The Route Picker.
 * @csspart multi-select - Each multi select.
 * @csspart choice - The Route Picker's dropdown.
 * @csspart range-slider - The Days before departure slider.
 * @csspart clear-filters - The Clear Filters button.
 * @csspart result-count - How many segments the table shows.
 * @csspart widget - Each card element, also named by its kind (carrier-availability-status, carrier-pnr-summary).
 */
export const defineCarrierAvailability = defineComposedPage({
  tab: CARRIER_AVAILABILITY_TAB,
  items: [
    {
      block: () =>
        import('./carrier-availability.js').then((m) => ({
          component: m.CarrierAvailabilityBody,
          styles: m.styles,
        })),
      layout: 'wide',
    },
  ],
  shoelace: true,
});
