import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

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
    () => import('./lower-fare-status.js').then((m) => ({ component: m.LowerFareStatus, styles: m.styles })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-lower-fare-status': HTMLElement & SampleWidgetProps;
  }
}
