import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Advance-purchase compliance over time: an area chart of compliant spend over total spend per day, week or month (by the length of the range).
 * @tag tripsight-advance-purchase-trend
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The area chart (data-painted once drawn).
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the chart.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color - Line and area colour.
 */
export function defineAdvancePurchaseTrend(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-advance-purchase-trend',
    () =>
      import('./advance-purchase-trend.js').then((m) => ({
        component: m.AdvancePurchaseTrend,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-advance-purchase-trend': HTMLElement & SampleWidgetProps;
  }
}
