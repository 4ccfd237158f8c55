import { defineLazyElement } from '../../internal/define.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Savings by month: accepted savings per day (ranges up to 7 days), week (up to 57 days) or month, as a bar chart that can be viewed as a table.
 * @tag tripsight-savings-by-month
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook; demo modes show the demo metrics.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart chart - The chart drawing area (has data-painted once drawn).
 * @csspart view-as-table - The "View as table" / "View as chart" button.
 * @csspart table - The data table shown instead of the chart.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color - Bar colour (default the primary colour).
 */
export function defineSavingsByMonth(): CustomElementConstructor {
  return defineLazyElement<ModeWidgetProps>(
    'tripsight-savings-by-month',
    () => import('./savings-by-month.js').then((m) => ({ component: m.SavingsByMonth, styles: m.styles })),
    { props: { mode: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-savings-by-month': HTMLElement & ModeWidgetProps;
  }
}
