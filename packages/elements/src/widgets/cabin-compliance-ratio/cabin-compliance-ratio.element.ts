import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Cabin class compliance ratio: a half-ring gauge of compliant spend over total spend.
 * @tag tripsight-cabin-compliance-ratio
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The gauge.
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the gauge.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color - Colour of the ring.
 */
export function defineCabinComplianceRatio(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-cabin-compliance-ratio',
    () =>
      import('./cabin-compliance-ratio.js').then((m) => ({
        component: m.CabinComplianceRatio,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-cabin-compliance-ratio': HTMLElement & SampleWidgetProps;
  }
}
