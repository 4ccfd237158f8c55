import { defineLazyElement } from '../../internal/define.js';
import type { HotelSavingsOverviewProps } from './hotel-savings-overview.js';
import { SAMPLE_WIDGET_PROPS, PAGE_HEADER_PROPS } from '../../internal/widget-props.js';

/**
 * @summary The Hotelsaver savings overview: the all-time banner, the carousel of company savings, HPA
 * and tracked spend cards (2.25 at a time, 1.25 under 1024 px), savings by month, the toolkit (POC),
 * savings by hotel chain and the map of savings by stay location, each also available as its own element.
 * @tag tripsight-hotel-savings-overview
 *
 * @attr mode - normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only.
 *   poc and demo show the sample (no all-time banner; poc: total projected savings per quarter,
 *   month and day, and the toolkit; a POC or Demo badge); hpa adds the HPA cards and figures over
 *   the HPA reservations; pm-only (and rate-optimizer-pm-only) the property-manager-only
 *   reservations; autorebook those under rebooking automation; rate-optimizer is the normal page.
 * @attr sample-data-key - The sample-data API key (X-API-Key) of POC and demo modes, passed to every card;
 *   else the dashboard's (`configureSampleData`); without one, the sample built into the SDK.
 * @attr product-name - Product name above the title (default Hotelsaver).
 * @attr tab-title - Page title (default Savings overview).
 *
 * @slot date-range - A date-range control shown in the header (e.g. <tripsight-date-range product="hotel">).
 * @slot export - An export control shown in the header (e.g. <tripsight-export-menu tab="HotelsaverSavingsoverview">).
 *
 * @event tripsight-error - A data call or a widget failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart header - The header row.
 * @csspart product-name - The product name.
 * @csspart heading - The tab title.
 * @csspart badge - The Demo / POC badge.
 * @csspart actions - The box holding the date-range and export slots.
 * @csspart grid - The widget grid.
 * @csspart carousel - The carousel of cards (and carousel-track, slide, carousel-previous, carousel-next).
 * @csspart empty-page - The page's empty state, when the range holds nothing.
 * @csspart widget - Every widget element (also named by its kind, e.g. hotel-company-savings, hotel-savings-map).
 * @csspart card - Widget parts re-exported: card, card-header, title, tooltip, value, caption, figures,
 *   figure, figure-label, figure-value, banner, chart, chart-table, view-as-table, legend, map-controls,
 *   zoom-in, zoom-out, zoom-level, map-reset, chain-table, table, table-header, row, cell, pagination,
 *   page-size, page-range, page-button, skeleton, empty, error.
 *
 * @cssprop --tripsight-gap - Space between widgets and slides (default 16px).
 * @cssprop --tripsight-card-padding - Inner spacing of each card (default 16px).
 * @cssprop --tripsight-chart-color - Bar colour of the charts.
 */
export function defineHotelSavingsOverview(): CustomElementConstructor {
  return defineLazyElement<HotelSavingsOverviewProps>(
    'tripsight-hotel-savings-overview',
    () =>
      import('./hotel-savings-overview.js').then((m) => ({
        component: m.HotelSavingsOverview,
        styles: m.styles,
      })),
    {
      props: { ...SAMPLE_WIDGET_PROPS, ...PAGE_HEADER_PROPS },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-savings-overview': HTMLElement & HotelSavingsOverviewProps;
  }
}
