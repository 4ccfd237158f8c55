import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import type { NegotiatedFareFunnelProps } from './negotiated-fare-funnel.js';
import { SAMPLE_WIDGET_PROPS } from '../../internal/widget-props.js';

/**
 * @summary Negotiated fare funnel: per carrier or route, the tracked PNRs whose negotiated fare was loaded, available at the point of sale and chosen, and the step that loses the most — not available (a supplier problem) or available but not chosen (a traveller or agent problem).
 * @tag tripsight-negotiated-fare-funnel
 *
 * @attr mode - normal | poc | demo. POC and demo show a sample funnel (after the sample-data API answered).
 * @attr breakdown - carrier (default) | route: what the funnel opens broken down by; the card's toggle changes it.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - The info button explaining the steps.
 * @csspart choice - The Carrier / Route toggle.
 * @csspart chart - The bars of the three steps (share of the loaded PNRs).
 * @csspart view-as-table - The "View as table" button of the bars.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart caption - The PNRs of each step.
 * @csspart funnel-loss - The step that loses the most, and whose problem it is.
 * @csspart table - The carriers or routes with their funnels.
 * @csspart table-header - Each column heading (a sort button).
 * @csspart pagination - The table's paging.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-chart-color - Colour of the bars.
 * @cssprop --tripsight-band-red - Edge of the loss line when the supplier loses the most.
 * @cssprop --tripsight-band-amber - Edge of the loss line when the traveller or agent loses the most.
 */
export function defineNegotiatedFareFunnel(): CustomElementConstructor {
  return defineLazyElement<NegotiatedFareFunnelProps>(
    'tripsight-negotiated-fare-funnel',
    withShoelaceTheme(() =>
      import('./negotiated-fare-funnel.js').then((m) => ({
        component: m.NegotiatedFareFunnel,
        styles: m.styles,
      })),
    ),
    {
      props: { ...SAMPLE_WIDGET_PROPS, breakdown: 'string' },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-fare-funnel': HTMLElement & NegotiatedFareFunnelProps;
  }
}
