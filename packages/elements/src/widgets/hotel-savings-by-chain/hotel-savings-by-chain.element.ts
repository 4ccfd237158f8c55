import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Savings by hotel chain: a donut (6 colours in cycle) beside the table Hotel chain,
 * Savings, Share (paged 10/20/50); the card is 55 px per row plus 100 high, at least 330.
 * @tag tripsight-hotel-savings-by-chain
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
 * @csspart chart - The donut.
 * @csspart chain-table - Around the table.
 * @csspart table - The table.
 * @csspart table-header - Its column headings.
 * @csspart row - Its rows.
 * @csspart cell - Its cells.
 * @csspart pagination - The paging controls.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color-1 - First of the six slice colours (…-2 to -6 the others).
 */
export function defineHotelSavingsByChain(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-savings-by-chain',
    () =>
      import('./hotel-savings-by-chain.js').then((m) => ({
        component: m.HotelSavingsByChain,
        styles: m.styles,
      })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-savings-by-chain': HTMLElement & SampleWidgetProps;
  }
}
