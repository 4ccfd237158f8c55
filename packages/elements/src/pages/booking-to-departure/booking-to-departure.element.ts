import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { BookingToDepartureProps } from './booking-to-departure.js';

/**
 * @summary Spend Breakdown: the booking-to-departure analysis. A chart of the average ticket price
 * against days before departure, one line per haul for a chosen cabin with each haul's late-booking
 * premium (the cost of booking late), and a sortable, paged table of booking window, route, haul,
 * cabin, PNRs and average ticket price in USD, EUR, GBP or the branch default currency, following the
 * currency selection.
 * @tag tripsight-booking-to-departure
 *
 * @attr product-name - Product name above the title (default Faresaver).
 * @attr tab-title - Page title (default Spend Breakdown).
 *
 * @slot date-range - A date-range control shown in the header (e.g. <tripsight-date-range>).
 * @slot export - An export control shown in the header (e.g. <tripsight-export-menu>).
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart header - The header row.
 * @csspart product-name - The product name.
 * @csspart heading - The tab title.
 * @csspart actions - The box holding the date-range and export slots.
 * @csspart grid - The page layout.
 * @csspart card - Each card.
 * @csspart title - Card titles.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart choice - The cabin toggle.
 * @csspart chart - The chart's drawing area.
 * @csspart view-as-table - The chart's table toggle.
 * @csspart legend - The hauls and their late-booking premium.
 * @csspart table - The booking timing table.
 * @csspart pagination - The table's paging controls.
 * @csspart skeleton - Loading placeholders.
 * @csspart empty - Empty states.
 * @csspart error - Error fallbacks.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 * @cssprop --tripsight-chart-color-1 - Short haul (then medium, long: colours 2 and 3).
 */
export function defineBookingToDeparture(): CustomElementConstructor {
  return defineLazyElement<BookingToDepartureProps>(
    'tripsight-booking-to-departure',
    withShoelaceTheme(() =>
      import('./booking-to-departure.js').then((m) => ({
        component: m.BookingToDeparture,
        styles: m.styles,
      })),
    ),
    {
      props: PAGE_HEADER_PROPS,
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-booking-to-departure': HTMLElement & BookingToDepartureProps;
  }
}
