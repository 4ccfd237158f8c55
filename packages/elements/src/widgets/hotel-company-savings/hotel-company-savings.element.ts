import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Company savings: realized savings with rebooked reservations and the savings rate. In
 * POC mode the total projected savings with per-quarter, per-month and per-day figures; in demo
 * mode the sample's realized savings with the same figures.
 * @tag tripsight-hotel-company-savings
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
 * @csspart value - The headline amount.
 * @csspart figures - The figures under it.
 * @csspart figure - One figure.
 * @csspart figure-label - Its label.
 * @csspart figure-value - Its value.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-kpi-size - Font size of the headline amount.
 */
export function defineHotelCompanySavings(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-company-savings',
    () =>
      import('./hotel-company-savings.js').then((m) => ({
        component: m.HotelCompanySavings,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-company-savings': HTMLElement & SampleWidgetProps;
  }
}
