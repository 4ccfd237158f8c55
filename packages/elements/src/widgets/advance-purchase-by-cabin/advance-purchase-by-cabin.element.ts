import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Non-compliant air spend breakdown by cabin: horizontal bars of the spend ticketed later than the rule, per cabin.
 * @tag tripsight-advance-purchase-by-cabin
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The bars (data-painted once drawn).
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color - Bar colour.
 */
export function defineAdvancePurchaseByCabin(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-advance-purchase-by-cabin',
    () =>
      import('./advance-purchase-by-cabin.js').then((m) => ({
        component: m.AdvancePurchaseByCabin,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-advance-purchase-by-cabin': HTMLElement & SampleWidgetProps;
  }
}
