import { defineLazyElement } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { RebookingPerformanceProps } from './rebooking-performance.js';

/**
 * @summary Rebooking performance: the rebooking ratio with 'Well done!' above the 80 % benchmark and
 * the improved target (the smaller of 90 % and the ratio plus 20), a sortable per-client table and
 * all processed deals; 'No data for rebooking success' when nothing was sent.
 * @tag tripsight-rebooking-performance
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook; demo modes show the demo metrics.
 * @attr product-name - Product name above the title (default Faresaver).
 * @attr tab-title - Page title (default Rebooking performance).
 *
 * @slot date-range - A date-range control shown in the header (e.g. <tripsight-date-range>).
 * @slot export - An export control shown in the header (e.g. <tripsight-export-menu>).
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart header - The header row.
 * @csspart product-name - The product name.
 * @csspart heading - The tab title.
 * @csspart badge - The mode badge (POC, DEMO, …).
 * @csspart actions - The box holding the date-range and export slots.
 * @csspart grid - The page layout.
 * @csspart card - Each card.
 * @csspart title - Card titles.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart ratio - The ratio block.
 * @csspart value - The ratio figure (coloured by its band).
 * @csspart caption - Lines under the ratio.
 * @csspart benchmark - The 'Well done!' message.
 * @csspart target - The improved target line.
 * @csspart table - The per-client and processed-deals tables.
 * @csspart skeleton - Loading placeholders.
 * @csspart empty - Empty states.
 * @csspart error - Error fallbacks.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 * @cssprop --tripsight-band-red - Ratio colour from 0 to 20 %.
 * @cssprop --tripsight-band-amber - Ratio colour from 20 to 50 %.
 * @cssprop --tripsight-band-green - Ratio colour from 50 %.
 * @cssprop --tripsight-bar-green - Ratio bars above 70 %.
 * @cssprop --tripsight-bar-yellow - Ratio bars above 50 %.
 * @cssprop --tripsight-bar-orange - Other ratio bars.
 */
export function defineRebookingPerformance(): CustomElementConstructor {
  return defineLazyElement<RebookingPerformanceProps>(
    'tripsight-rebooking-performance',
    () =>
      import('./rebooking-performance.js').then((m) => ({
        component: m.RebookingPerformance,
        styles: m.styles,
      })),
    {
      props: { ...PAGE_HEADER_PROPS, mode: 'string' },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-rebooking-performance': HTMLElement & RebookingPerformanceProps;
  }
}
