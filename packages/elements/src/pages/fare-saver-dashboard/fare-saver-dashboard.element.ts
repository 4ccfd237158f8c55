import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { FareSaverDashboardProps } from './fare-saver-dashboard.js';

/**
 * @summary Rebooking analysis: the rebooking decision funnel (deals found, sent, accepted, PNRs
 * rebooked; accepted, declined or expired), time to decision, the savings lost to declined and
 * expired deals by feedback reason, and a threshold simulator replaying another minimum saving than
 * the current 300, net of the change fee (and of the TMC fee in Net mode), per client, in the
 * selected currency.
 * @tag tripsight-fare-saver-dashboard
 *
 * @attr product-name - Product name above the title (default Faresaver).
 * @attr tab-title - Page title (default Rebooking analysis).
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
 * @csspart funnel - The funnel's list of steps.
 * @csspart step - Each step of the funnel.
 * @csspart bar - The bar of a step (its share of the deals found).
 * @csspart decisions - The accepted, declined and expired shares.
 * @csspart value - Headline figures.
 * @csspart caption - Lines under a figure.
 * @csspart simulator - The threshold simulator.
 * @csspart slider - The minimum saving slider.
 * @csspart threshold-input - The minimum saving number field.
 * @csspart sentence - What the simulated minimum would have changed.
 * @csspart table - The feedback and per-client tables.
 * @csspart skeleton - Loading placeholders.
 * @csspart empty - Empty states.
 * @csspart error - Error fallbacks.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 * @cssprop --tripsight-chart-color - Colour of the funnel's bars.
 * @cssprop --tripsight-band-amber - Colour of the declined share.
 */
export function defineFareSaverDashboard(): CustomElementConstructor {
  return defineLazyElement<FareSaverDashboardProps>(
    'tripsight-fare-saver-dashboard',
    withShoelaceTheme(() =>
      import('./fare-saver-dashboard.js').then((m) => ({
        component: m.FareSaverDashboard,
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
    'tripsight-fare-saver-dashboard': HTMLElement & FareSaverDashboardProps;
  }
}
