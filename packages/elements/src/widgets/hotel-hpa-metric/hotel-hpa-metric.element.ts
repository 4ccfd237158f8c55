import { defineLazyElement } from '../../internal/define.js';
import type { HotelHpaMetricProps } from './hotel-hpa-metric.js';
import { SAMPLE_WIDGET_PROPS } from '../../internal/widget-props.js';

/**
 * @summary One HPA figure of the HPA reservations: average reservation savings, average nightly
 * savings, the reservation-with-savings ratio or the savings-per-reservation ratio.
 * @tag tripsight-hotel-hpa-metric
 *
 * @attr mode - normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only.
 *   poc and demo show the sample; hpa, pm-only and autorebook limit the figures to those reservations.
 * @attr sample-data-key - The sample-data API key (X-API-Key) of POC and demo modes; else the dashboard's
 *   (`configureSampleData`); without one, the sample built into the SDK.
 * @attr metric - avgReservationSavings (default) | avgNightlySavings | reservationWithSavingsRatio |
 *   savingsPerReservationRatio.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart tooltip - The info button and its tooltip.
 * @csspart value - The figure.
 * @csspart caption - The line under it.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-kpi-size - Font size of the figure.
 */
export function defineHotelHpaMetric(): CustomElementConstructor {
  return defineLazyElement<HotelHpaMetricProps>(
    'tripsight-hotel-hpa-metric',
    () => import('./hotel-hpa-metric.js').then((m) => ({ component: m.HotelHpaMetric, styles: m.styles })),
    { props: { ...SAMPLE_WIDGET_PROPS, metric: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-hpa-metric': HTMLElement & HotelHpaMetricProps;
  }
}
