import { defineLazyElement } from '../../internal/define.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { shoelaceThemeCss } from '../../internal/shoelace.js';
import { policyPageStyles } from '../../widgets/policy/policy-page.styles.js';
import type { PolicyPageProps } from '../../widgets/policy/policy-page.js';

const carrierStyles = `
  .ts-carrier-grid { display: grid; gap: var(--tripsight-gap, 16px); }
  .ts-carrier-filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; }
  .ts-carrier-route { display: grid; gap: 4px; }
  .ts-carrier-multi { position: relative; min-width: 0; max-width: 100%; }
  .ts-carrier-multi summary { cursor: pointer; padding: 6px 10px; border: 1px solid var(--ts-border, #ccd); border-radius: 6px; }
  .ts-carrier-multi fieldset { position: absolute; z-index: 2; background: var(--ts-surface, #fff); border: 1px solid var(--ts-border, #ccd); border-radius: 6px; padding: 8px; display: grid; gap: 4px; margin: 4px 0 0; max-height: 260px; overflow: auto; }
`;

/**
 * @summary The carrier availability page (Supplier Insights): the "Preferred fare availability status" chart and the PNR summary (up to 50,000 segments, virtualised), with Route Picker, Preferred fare availability status, Preferred carrier and fare combination, Days before departure and Clear Filters.
 * @tag tripsight-carrier-availability
 *
 * @attr mode - normal | poc | demo. POC and demo show sample rows (with a POC or Demo badge).
 * @attr sample-data-key - Accepted for symmetry with the other Supplier Insights pages.
 * @attr source-url - Accepted for symmetry with the other Supplier Insights pages.
 * @attr product-name - Product name above the title (default Supplier Insights).
 * @attr tab-title - Page title (default Carrier availability).
 *
 * @slot date-range - A date-range control shown in the header.
 * @slot export - An export control shown in the header.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart header - The header row.
 * @csspart heading - The tab title.
 * @csspart badge - The Demo / POC badge.
 * @csspart note - The sample-data line (POC and demo).
 * @csspart filters - The filter row.
 * @csspart multi-select - Each multi select.
 * @csspart range-slider - The Days before departure slider.
 * @csspart clear-filters - The Clear Filters button.
 * @csspart card - The chart and table cards.
 * @csspart chart - The status bars.
 * @csspart table - The PNR summary.
 * @csspart table-scroll - The table's scroll area.
 * @csspart row - A table row.
 * @csspart cell - A table cell.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 * @cssprop --tripsight-chart-color - Colour of the bars.
 */
export function defineCarrierAvailability(): CustomElementConstructor {
  return defineLazyElement<PolicyPageProps>(
    'tripsight-carrier-availability',
    () => import('./carrier-availability.js').then((m) => m.CarrierAvailability),
    {
      props: {
        mode: 'string',
        sampleDataKey: 'string',
        sourceUrl: 'string',
        productName: 'string',
        tabTitle: 'string',
      },
      styles: [shoelaceThemeCss, sharedStyles, formControlStyles, policyPageStyles, carrierStyles],
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-carrier-availability': HTMLElement & PolicyPageProps;
  }
}
