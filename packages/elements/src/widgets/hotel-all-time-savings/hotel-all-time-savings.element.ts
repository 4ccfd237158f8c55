import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary All-time results of Hotelsaver: realized savings, rebooked reservations and the go-live
 * date they count from, whatever the dates. Hidden in POC and demo.
 * @tag tripsight-hotel-all-time-savings
 *
 * @attr mode - normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only.
 *   poc and demo show the sample; hpa, pm-only and autorebook limit the figures to those reservations.
 * @attr sample-data-key - The sample-data API key (X-API-Key) of POC and demo modes; else the dashboard's
 *   (`configureSampleData`); without one, the sample built into the SDK.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart banner - The banner.
 * @csspart title - Its heading.
 * @csspart value - The realized savings.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 */
export function defineHotelAllTimeSavings(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-all-time-savings',
    () =>
      import('./hotel-all-time-savings.js').then((m) => ({
        component: m.HotelAllTimeSavings,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-all-time-savings': HTMLElement & SampleWidgetProps;
  }
}
