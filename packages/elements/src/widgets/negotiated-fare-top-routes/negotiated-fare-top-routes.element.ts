import { defineLazyElement } from '../../internal/define.js';
import { TOP_NEGOTIATED_PROPS, type TopNegotiatedProps } from '../../internal/widget-props.js';

/**
 * @summary Top routes: up to 5 routes with at least `min-pnrs` PNRs by how often the negotiated fare was the lowest available (ties by PNRs; routes containing a colon left out).
 * @tag tripsight-negotiated-fare-top-routes
 *
 * @attr mode - normal | poc | demo. Normal mode issues an analytics query; POC and demo read the sample-data API.
 * @attr min-pnrs - Fewest PNRs a route needs to be ranked (a whole number, default 10); normal mode.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The bars.
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart caption - PNRs and spend of each route.
 * @csspart note - Which routes are ranked (at least `min-pnrs` PNRs).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineNegotiatedFareTopRoutes(): CustomElementConstructor {
  return defineLazyElement<TopNegotiatedProps>(
    'tripsight-negotiated-fare-top-routes',
    () =>
      import('../../ui/negotiated-fare-top.js').then((m) => ({
        component: m.TopNegotiatedRoutes,
        styles: m.styles,
      })),
    { props: TOP_NEGOTIATED_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-fare-top-routes': HTMLElement & TopNegotiatedProps;
  }
}
