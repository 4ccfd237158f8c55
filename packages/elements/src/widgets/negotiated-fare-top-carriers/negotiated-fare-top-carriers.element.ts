import { defineLazyElement } from '../../internal/define.js';
import { TOP_NEGOTIATED_PROPS, type TopNegotiatedProps } from '../../internal/widget-props.js';

/**
 * @summary Top carriers: up to 5 airlines with at least `min-pnrs` PNRs by how often the negotiated fare was the lowest available (ties by PNRs; airlines containing a comma left out).
 * @tag tripsight-negotiated-fare-top-carriers
 *
 * @attr mode - normal | poc | demo. Normal mode issues an analytics query; POC and demo read the sample-data API.
 * @attr min-pnrs - Fewest PNRs a carrier needs to be ranked (a whole number, default 10); normal mode.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The bars.
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart caption - PNRs and spend of each carrier.
 * @csspart note - Which carriers are ranked (at least `min-pnrs` PNRs).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineNegotiatedFareTopCarriers(): CustomElementConstructor {
  return defineLazyElement<TopNegotiatedProps>(
    'tripsight-negotiated-fare-top-carriers',
    () =>
      import('../../ui/negotiated-fare-top.js').then((m) => ({
        component: m.TopNegotiatedCarriers,
        styles: m.styles,
      })),
    { props: TOP_NEGOTIATED_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-fare-top-carriers': HTMLElement & TopNegotiatedProps;
  }
}
