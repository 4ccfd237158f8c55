import { defineLazyElement } from '../../internal/define.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Savings accepted: savings from rebooked deals in the dashboard's period, filters and currency.
 * @tag tripsight-accepted-savings
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook; demo modes show the demo metrics.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card around the figure.
 * @csspart title - The card title.
 * @csspart tooltip - The info button and its tooltip.
 * @csspart value - The money figure.
 * @csspart caption - The line under the figure.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-kpi-size - Font size of the figure (default 1.75rem).
 */
export function defineAcceptedSavings(): CustomElementConstructor {
  return defineLazyElement<ModeWidgetProps>(
    'tripsight-accepted-savings',
    () => import('./accepted-savings.js').then((m) => ({ component: m.AcceptedSavings, styles: m.styles })),
    { props: { mode: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-accepted-savings': HTMLElement & ModeWidgetProps;
  }
}
