import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary The savings optimization toolkit (POC): savings up to an amount, and that amount as a
 * percent of the total hotel spend.
 * @tag tripsight-hotel-savings-toolkit
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
 * @csspart value - The amount.
 * @csspart caption - "Up to" and the percent of total spend.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 */
export function defineHotelSavingsToolkit(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-savings-toolkit',
    () =>
      import('./hotel-savings-toolkit.js').then((m) => ({
        component: m.HotelSavingsToolkit,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-savings-toolkit': HTMLElement & SampleWidgetProps;
  }
}
