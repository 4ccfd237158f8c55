import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Savings breakdown by month: realized savings (potential in POC mode) per calendar month
 * as bars, also viewable as a table.
 * @tag tripsight-hotel-savings-by-month
 *
 * @attr mode - normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only.
 *   poc and demo show the sample; hpa, pm-only and autorebook limit the figures to those reservations.
 * @attr sample-data-key - The sample-data API key (X-API-Key) of POC and demo modes; else the dashboard's
 *   (`configureSampleData`); without one, the sample built into the SDK.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - The info button and its tooltip.
 * @csspart chart - The chart drawing area (has data-painted once drawn).
 * @csspart view-as-table - The "View as table" / "View as chart" button.
 * @csspart chart-table - Around the table view.
 * @csspart table - The table view.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color - Bar colour.
 */
export function defineHotelSavingsByMonth(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-savings-by-month',
    () =>
      import('./hotel-savings-by-month.js').then((m) => ({
        component: m.HotelSavingsByMonth,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-savings-by-month': HTMLElement & SampleWidgetProps;
  }
}
