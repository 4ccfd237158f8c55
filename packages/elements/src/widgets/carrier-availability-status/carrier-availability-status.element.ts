import { defineLazyElement } from '../../internal/define.js';
import { CARRIER_WIDGET_PROPS, type CarrierWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Preferred fare availability status: segments of the carrier availability PNR summary per status (Available and booked, Available and not booked, Not available), as bars.
 * @tag tripsight-carrier-availability-status
 *
 * @attr mode - normal | poc | demo. POC and demo show sample rows.
 * @attr sample-data-key - Accepted for symmetry with the other Supplier Insights widgets.
 * @attr source-url - Accepted for symmetry with the other Supplier Insights widgets.
 * @attr filters - JSON of the filters to apply: { route, statuses, combinations, days: { from, to } } (the carrier availability page sets it); every segment when absent.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The status bars.
 * @csspart view-as-table - The "View as table" button.
 * @csspart chart-table - The table shown instead of the bars.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineCarrierAvailabilityStatus(): CustomElementConstructor {
  return defineLazyElement<CarrierWidgetProps>(
    'tripsight-carrier-availability-status',
    () =>
      import('./carrier-availability-status.js').then((m) => ({
        component: m.CarrierAvailabilityStatus,
        styles: m.styles,
      })),
    { props: CARRIER_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-carrier-availability-status': HTMLElement & CarrierWidgetProps;
  }
}
