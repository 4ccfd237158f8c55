import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Non-compliant air spend: spend in cabins the corporate's cabin rule does not allow, with the count of non-compliant PNRs.
 * @tag tripsight-cabin-non-compliant-spend
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
export function defineCabinNonCompliantSpend(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-cabin-non-compliant-spend',
    () =>
      import('./cabin-non-compliant-spend.js').then((m) => ({
        component: m.CabinNonCompliantSpend,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-cabin-non-compliant-spend': HTMLElement & SampleWidgetProps;
  }
}
