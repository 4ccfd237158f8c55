import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary The four percent figures of negotiated fares adoption: Negotiated Fare Adoption, CAT success, Lowest Negotiated Fare PNR Ratio and LIF success (a zero figure is hidden).
 * @tag tripsight-negotiated-fare-figures
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
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
    () =>
      import('./negotiated-fare-figures.js').then((m) => ({
        component: m.NegotiatedFareFigures,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-fare-figures': HTMLElement & SampleWidgetProps;
  }
}
