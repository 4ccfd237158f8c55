import { defineLazyElement } from '../../internal/define.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { negotiatedFaresStyles } from './negotiated-fares.styles.js';
import { type SampleWidgetProps } from '../../internal/widget-props.js';
import { SAMPLE_WIDGET_PROPS } from '../../internal/widget-props.js';

const styles = [sharedStyles, widgetCellStyles, negotiatedFaresStyles];

/**
 * @summary The four percent figures of negotiated fares adoption: Negotiated Fare Adoption, CAT success, Lowest Negotiated Fare PNR Ratio and LIF success (a zero figure is hidden).
 * @tag tripsight-negotiated-fare-figures
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 * @attr sample-data-key - The sample-data API key (X-API-Key) for POC and demo modes.
 * @attr source-url - The sample's source (source_url) for POC and demo modes.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart figures - The row of figures.
 * @csspart card - Each figure's card.
 * @csspart title - A figure's title.
 * @csspart value - A figure's percent.
 * @csspart skeleton - The loading placeholder.
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-gap - Space between the figures (default 16px).
 */
export function defineNegotiatedFareFigures(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-negotiated-fare-figures',
    () => import('./negotiated-fare-figures.js').then((m) => m.NegotiatedFareFigures),
    { props: SAMPLE_WIDGET_PROPS, styles },
  );
}

/**
 * @summary Top carriers: up to 5 airlines by how often the negotiated fare was the lowest available (airlines containing a comma left out).
 * @tag tripsight-negotiated-fare-top-carriers
 *
 * @attr mode - normal | poc | demo. Normal mode issues an analytics query; POC and demo read the sample-data API.
 * @attr sample-data-key - The sample-data API key (X-API-Key) for POC and demo modes.
 * @attr source-url - The sample's source (source_url) for POC and demo modes.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The bars.
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart caption - PNRs and spend of each carrier.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineNegotiatedFareTopCarriers(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-negotiated-fare-top-carriers',
    () => import('./negotiated-fare-top.js').then((m) => m.TopNegotiatedCarriers),
    { props: SAMPLE_WIDGET_PROPS, styles },
  );
}

/**
 * @summary Top routes: up to 5 routes by how often the negotiated fare was the lowest available (routes containing a colon left out).
 * @tag tripsight-negotiated-fare-top-routes
 *
 * @attr mode - normal | poc | demo. Normal mode issues an analytics query; POC and demo read the sample-data API.
 * @attr sample-data-key - The sample-data API key (X-API-Key) for POC and demo modes.
 * @attr source-url - The sample's source (source_url) for POC and demo modes.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The bars.
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart caption - PNRs and spend of each route.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineNegotiatedFareTopRoutes(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-negotiated-fare-top-routes',
    () => import('./negotiated-fare-top.js').then((m) => m.TopNegotiatedRoutes),
    { props: SAMPLE_WIDGET_PROPS, styles },
  );
}

/**
 * @summary Lower fare status (POC): the pies "Was it negotiated?" (Lower fare is negotiated / Lower fare is public) and "Was it rebooked?" (Not sent / Not rebooked / Rebooked), from the sample-data API.
 * @tag tripsight-lower-fare-status
 *
 * @attr mode - poc | demo (the sample kind; normal reads the POC sample).
 * @attr sample-data-key - The sample-data API key (X-API-Key).
 * @attr source-url - The sample's source (source_url).
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card and each pie's card.
 * @csspart title - The titles.
 * @csspart chart - The pies.
 * @csspart legend - The pies' legends.
 * @csspart skeleton - The loading placeholder.
 * @csspart error - The error fallback.
 */
export function defineLowerFareStatus(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-lower-fare-status',
    () => import('./lower-fare-status.js').then((m) => m.LowerFareStatus),
    { props: SAMPLE_WIDGET_PROPS, styles },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-fare-figures': HTMLElement & SampleWidgetProps;
    'tripsight-negotiated-fare-top-carriers': HTMLElement & SampleWidgetProps;
    'tripsight-negotiated-fare-top-routes': HTMLElement & SampleWidgetProps;
    'tripsight-lower-fare-status': HTMLElement & SampleWidgetProps;
  }
}
