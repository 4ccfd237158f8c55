import { defineLazyElement } from '../../internal/define.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Savings-optimization toolkit: the current savings threshold (300 in the currency), the best-practice cap (about 4 % of spend) and the rebooking ratio in its colour band.
 * @tag tripsight-savings-toolkit
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook; demo modes show the demo metrics.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart value - The current savings threshold.
 * @csspart caption - The best-practice text.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-band-red - Ratio colour from 0 to 20 %.
 * @cssprop --tripsight-band-amber - Ratio colour from 20 to 50 %.
 * @cssprop --tripsight-band-green - Ratio colour from 50 %.
 */
export function defineSavingsToolkit(): CustomElementConstructor {
  return defineLazyElement<ModeWidgetProps>(
    'tripsight-savings-toolkit',
    () => import('./savings-toolkit.js').then((m) => ({ component: m.SavingsToolkit, styles: m.styles })),
    { props: { mode: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-savings-toolkit': HTMLElement & ModeWidgetProps;
  }
}
