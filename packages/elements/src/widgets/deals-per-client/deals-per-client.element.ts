import { defineLazyElement } from '../../internal/define.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Deals sent and rebooked per client in a sortable table.
 * @tag tripsight-deals-per-client
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook; demo modes show the demo metrics.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart table - The table of clients.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-bar-green - Rebooked bar above 70 %.
 * @cssprop --tripsight-bar-yellow - Rebooked bar above 50 %.
 * @cssprop --tripsight-bar-orange - Rebooked bar otherwise.
 */
export function defineDealsPerClient(): CustomElementConstructor {
  return defineLazyElement<ModeWidgetProps>(
    'tripsight-deals-per-client',
    () => import('./deals-per-client.js').then((m) => ({ component: m.DealsPerClient, styles: m.styles })),
    { props: { mode: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-deals-per-client': HTMLElement & ModeWidgetProps;
  }
}
