import { defineLazyElement } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { SavingsOverviewProps } from './savings-overview.js';

/**
 * @summary The Faresaver savings overview: accepted savings, savings not accepted, rebooked PNRs,
 * tracked spend, savings by month, top countries, the savings-optimization toolkit, the feedback
 * breakdown and deals per client, each also available as its own element.
 * @tag tripsight-savings-overview
 *
 * @attr mode - normal | poc | demo | demo-prod-ui | autorebook. demo and demo-prod-ui show the demo
 *   metrics instead of calling the service (demo adds a Demo badge); poc adds a POC badge; autorebook
 *   leaves out the not-accepted figures.
 * @attr product-name - Product name above the title (default Faresaver).
 * @attr tab-title - Page title (default Savings overview).
 *
 * @slot date-range - A date-range control shown in the header (e.g. <tripsight-date-range>).
 * @slot export - An export control shown in the header (e.g. <tripsight-export-menu>).
 *
 * @event tripsight-error - A data call or a widget failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart header - The header row.
 * @csspart product-name - The product name.
 * @csspart heading - The tab title.
 * @csspart badge - The Demo / POC badge.
 * @csspart actions - The box holding the date-range and export slots.
 * @csspart grid - The widget grid.
 * @csspart widget - Every widget element (also named by its kind, e.g. accepted-savings, top-countries).
 * @csspart card - Widget parts re-exported: card, card-header, title, tooltip, value, caption, chart,
 *   chart-table, view-as-table, legend, table, table-header, row, cell, pagination, page-size,
 *   page-range, page-button, skeleton, empty, error.
 *
 * @cssprop --tripsight-gap - Space between widgets (default 16px).
 * @cssprop --tripsight-card-padding - Inner spacing of each card (default 16px).
 * @cssprop --tripsight-chart-color - Bar colour of the charts.
 */
export function defineSavingsOverview(): CustomElementConstructor {
  return defineLazyElement<SavingsOverviewProps>(
    'tripsight-savings-overview',
    () => import('./savings-overview.js').then((m) => ({ component: m.SavingsOverview, styles: m.styles })),
    {
      props: { ...PAGE_HEADER_PROPS, mode: 'string' },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-savings-overview': HTMLElement & SavingsOverviewProps;
  }
}
