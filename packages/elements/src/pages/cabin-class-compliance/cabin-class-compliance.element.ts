import { defineLazyElement } from '../../internal/define.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { policyPageStyles } from '../composed-page/composed-page.styles.js';
import type { PolicyPageProps } from '../composed-page/composed-page.js';

/**
 * @summary The cabin class compliance page (Policy Insights): non-compliant air spend with its PNR count, the "Cabin class compliance ratio" gauge, the YTD trend, the Compliance Report and the PNR summary, each also its own element.
 * @tag tripsight-cabin-class-compliance
 *
 * @attr mode - normal | poc | demo. POC and demo show the sample-data API's sample (with a POC or Demo
 *   badge); the demo company sees the demo sample in normal mode too, its dates being mocked to 2019.
 * @attr sample-data-key - The sample-data API key (X-API-Key) for POC and demo modes; else the
 *   dashboard's (`configureSampleData(bus, { key })`).
 * @attr source-url - The sample's source (source_url); else the dashboard's, or the service's default.
 * @attr product-name - Product name above the title (default Policy Insights).
 * @attr tab-title - Page title (default Cabin class compliance).
 *
 * @slot date-range - A date-range control shown in the header (e.g. <tripsight-date-range>).
 * @slot export - An export control shown in the header.
 *
 * @event tripsight-error - A data call or a widget failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart header - The header row.
 * @csspart product-name - The product name.
 * @csspart heading - The tab title.
 * @csspart badge - The Demo / POC badge.
 * @csspart note - The line saying the page shows sample data (POC and demo).
 * @csspart actions - The box holding the date-range and export slots.
 * @csspart grid - The widget grid.
 * @csspart widget - Every widget element, also named by its kind (cabin-non-compliant-spend, cabin-compliance-ratio, cabin-compliance-trend, compliance-report, pnr-summary).
 * @csspart card - Widget parts re-exported: card, card-header, title, tooltip, value, caption, chart,
 *   chart-table, view-as-table, legend, table, table-header, row, cell, table-scroll, pagination,
 *   skeleton, empty, error, slider, range-slider, switch, choice.
 *
 * @cssprop --tripsight-gap - Space between widgets (default 16px).
 * @cssprop --tripsight-card-padding - Inner spacing of each card (default 16px).
 * @cssprop --tripsight-chart-color - Colour of the gauges, bars and lines.
 */
export function defineCabinClassCompliance(): CustomElementConstructor {
  return defineLazyElement<PolicyPageProps>(
    'tripsight-cabin-class-compliance',
    () => import('./cabin-class-compliance.js').then((m) => m.CabinClassCompliance),
    {
      props: {
        mode: 'string',
        sampleDataKey: 'string',
        sourceUrl: 'string',
        productName: 'string',
        tabTitle: 'string',
      },
      styles: [sharedStyles, policyPageStyles],
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-cabin-class-compliance': HTMLElement & PolicyPageProps;
  }
}
