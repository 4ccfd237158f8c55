import { defineLazyElement } from '../../internal/define.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Tracked spend (short money form) with the tracked and valid PNRs.
 * @tag tripsight-tracked-spend
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook; demo modes show the demo metrics.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart value - The headline figure.
 * @csspart caption - The line under the figure.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-kpi-size - Font size of the figure (default 1.75rem).
 */
export function defineTrackedSpend(): CustomElementConstructor {
  return defineLazyElement<ModeWidgetProps>(
    'tripsight-tracked-spend',
    () => import('./tracked-spend.js').then((m) => ({ component: m.TrackedSpend, styles: m.styles })),
    { props: { mode: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-tracked-spend': HTMLElement & ModeWidgetProps;
  }
}
