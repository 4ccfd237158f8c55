import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { negotiatedFaresStyles } from '../../ui/negotiated-fares.styles.js';
import { policyPageStyles } from '../composed-page/composed-page.styles.js';
import type { PolicyPageProps } from '../composed-page/composed-page.js';

/**
 * @summary The negotiated fares adoption page (Supplier Insights): the four percent figures, Top carriers and Top routes under "How often was the negotiated fare the lowest available?", the negotiated fare funnel per carrier or route, and in POC mode the two disabled filters and the Lower fare status pies; each card also its own element.
 * @tag tripsight-negotiated-fares-adoption
 *
 * @attr mode - normal | poc | demo. POC and demo show the sample-data API's sample (with a POC or Demo badge).
 * @attr sample-data-key - The sample-data API key (X-API-Key) for POC and demo modes; else the dashboard's.
 * @attr source-url - The sample's source (source_url); else the dashboard's, or the service's default.
 * @attr product-name - Product name above the title (default Supplier Insights).
 * @attr tab-title - Page title (default Negotiated fares adoption).
 *
 * @slot date-range - A date-range control shown in the header.
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
 * @csspart poc-filters - The two disabled filters (POC).
 * @csspart choice - Each of the two disabled filters' dropdowns (POC).
 * @csspart section-heading - "How often was the negotiated fare the lowest available?".
 * @csspart widget - Every widget element, also named by its kind (negotiated-fare-figures, negotiated-fare-top-carriers, negotiated-fare-top-routes, negotiated-fare-funnel, lower-fare-status).
 *
 * @cssprop --tripsight-gap - Space between widgets (default 16px).
 * @cssprop --tripsight-card-padding - Inner spacing of each card (default 16px).
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineNegotiatedFaresAdoption(): CustomElementConstructor {
  return defineLazyElement<PolicyPageProps>(
    'tripsight-negotiated-fares-adoption',
    // POC mode shows its two disabled filters as the kit's dropdowns.
    withShoelaceTheme(() => import('./negotiated-fares-adoption.js').then((m) => m.NegotiatedFaresAdoption)),
    {
      props: {
        mode: 'string',
        sampleDataKey: 'string',
        sourceUrl: 'string',
        productName: 'string',
        tabTitle: 'string',
      },
      styles: [sharedStyles, formControlStyles, policyPageStyles, negotiatedFaresStyles],
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-fares-adoption': HTMLElement & PolicyPageProps;
  }
}
