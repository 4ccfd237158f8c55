import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Tracked spend with tracked reservations and the tracking ratio; in HPA mode also
 * average tracked spend, average nights and average days before check-in.
 * @tag tripsight-hotel-tracked-spend
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
 * @csspart value - The tracked spend.
 * @csspart figures - The figures under it.
 * @csspart figure - One figure.
 * @csspart figure-label - Its label.
 * @csspart figure-value - Its value.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-kpi-size - Font size of the tracked spend.
 */
export function defineHotelTrackedSpend(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-tracked-spend',
    () =>
      import('./hotel-tracked-spend.js').then((m) => ({ component: m.HotelTrackedSpend, styles: m.styles })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-tracked-spend': HTMLElement & SampleWidgetProps;
  }
}
