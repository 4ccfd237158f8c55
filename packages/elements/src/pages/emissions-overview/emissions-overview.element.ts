import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { EmissionsOverviewProps } from './emissions-overview.js';

/**
 * @summary Sustainability: the emissions overview. Total CO2e of the PNRs ticketed in the range, per
 * PNR and per passenger-km, by month (with "View as table"), cabin, haul band, carrier, route and
 * client, and the CO2e of the hotel nights by country, under the method chosen (its source and
 * factor year under the switch).
 * @tag tripsight-emissions-overview
 *
 * @attr product-name - Product name above the title (default Sustainability).
 * @attr tab-title - Page title (default Emissions Overview).
 * @attr mode - `normal` (air and hotel, the default) or `hotel-only` (the hotel part alone).
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
 * @csspart choice - The method switch.
 * @csspart method-note - The method, its source and factor year.
 * @csspart grid - The page layout.
 * @csspart card - Each card.
 * @csspart title - Card titles.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart value - KPI figures.
 * @csspart caption - KPI captions.
 * @csspart chart - The chart's drawing area.
 * @csspart view-as-table - The chart's table toggle.
 * @csspart table - The tables.
 * @csspart pagination - The tables' paging controls.
 * @csspart skeleton - Loading placeholders.
 * @csspart empty - Empty states.
 * @csspart error - Error fallbacks.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 * @cssprop --tripsight-chart-color-1 - The bars of the month chart.
 */
export function defineEmissionsOverview(): CustomElementConstructor {
  return defineLazyElement<EmissionsOverviewProps>(
    'tripsight-emissions-overview',
    withShoelaceTheme(() =>
      import('./emissions-overview.js').then((m) => ({ component: m.EmissionsOverview, styles: m.styles })),
    ),
    { props: { ...PAGE_HEADER_PROPS, mode: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-emissions-overview': HTMLElement & EmissionsOverviewProps;
  }
}
