import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Cost of non-compliance: what trips ticketed later than their corporate's advance-purchase rule paid above the fares of trips ticketed in time, with the count of non-compliant PNRs.
 * @tag tripsight-advance-purchase-cost
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - The info button and its tooltip.
 * @csspart value - The money figure.
 * @csspart caption - The PNR count under it.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 */
export function defineAdvancePurchaseCost(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-advance-purchase-cost',
    () =>
      import('./advance-purchase-cost.js').then((m) => ({
        component: m.AdvancePurchaseCost,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-advance-purchase-cost': HTMLElement & SampleWidgetProps;
  }
}
