import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { CARRIER_WIDGET_PROPS, type CarrierWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Carrier availability PNR summary: up to 50,000 segments of the period, newest ticketing first, in a virtualised table (Record locator, Segment #, Ticketing country, Booking date, Ticketing date, Days before departure, Fare class, Target fare, Fare basis, City pair, Status) sortable by every column.
 * @tag tripsight-carrier-pnr-summary
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
 * @csspart result-count - How many segments are shown.
 * @csspart table-scroll - The scrolling area of the table (focusable: arrows scroll it).
 * @csspart table - The table.
 * @csspart table-header - Each column heading (a sort button).
 * @csspart row - Each row drawn.
 * @csspart cell - Each cell.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 */
export function defineCarrierPnrSummary(): CustomElementConstructor {
  return defineLazyElement<CarrierWidgetProps>(
    'tripsight-carrier-pnr-summary',
    withShoelaceTheme(() =>
      import('./carrier-pnr-summary.js').then((m) => ({ component: m.CarrierPnrSummary, styles: m.styles })),
    ),
    {
      props: CARRIER_WIDGET_PROPS,
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-carrier-pnr-summary': HTMLElement & CarrierWidgetProps;
  }
}
