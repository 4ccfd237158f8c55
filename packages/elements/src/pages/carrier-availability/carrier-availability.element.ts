import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { policyPageStyles } from '../composed-page/composed-page.styles.js';
import type { PolicyPageProps } from '../composed-page/composed-page.js';

const carrierStyles = `
  .ts-carrier-grid { display: grid; gap: var(--tripsight-gap, 16px); grid-template-columns: minmax(0, 1fr); }
  .ts-carrier-grid > * { min-width: 0; }
  .ts-carrier-filters {
    display: grid; gap: 12px; align-items: end;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 210px), 1fr));
  }
  .ts-carrier-route, .ts-carrier-multi { display: grid; gap: 4px; min-width: 0; }
  .ts-carrier-label { font-size: 0.85rem; color: var(--ts-muted); }
  .ts-carrier-multi sl-dropdown, .ts-carrier-multi sl-button { display: block; width: 100%; }
  .ts-carrier-multi sl-button::part(base) { justify-content: space-between; }
  .ts-carrier-multi sl-button::part(label) { flex: 1; text-align: left; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .ts-carrier-menu { max-height: 280px; overflow: auto; min-width: 220px; }
  .ts-carrier-clear {
    justify-self: start; font: inherit; font-size: var(--sl-button-font-size-small, 0.875rem);
    height: var(--sl-input-height-small, 30px); padding: 0 12px; cursor: pointer;
    border: 1px solid var(--sl-input-border-color, var(--ts-border)); border-radius: var(--sl-input-border-radius-small, 4px);
    background: var(--sl-input-background-color, var(--ts-surface)); color: inherit;
  }
  .ts-carrier-clear:hover { border-color: var(--ts-primary); color: var(--ts-primary); }
  .ts-carrier-clear:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
`;

/**
 * @summary The carrier availability page (Supplier Insights): the "Preferred fare availability status" chart and the PNR summary (up to 50,000 segments, virtualised), each also its own element (tripsight-carrier-availability-status, tripsight-carrier-pnr-summary), with Route Picker, Preferred fare availability status, Preferred carrier and fare combination, Days before departure and Clear Filters.
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
 * @csspart route-picker - The Route Picker.
 * @csspart multi-select - Each multi select.
 * @csspart choice - The Route Picker's dropdown.
 * @csspart range-slider - The Days before departure slider.
 * @csspart clear-filters - The Clear Filters button.
 * @csspart widget - Each card element, also named by its kind (carrier-availability-status, carrier-pnr-summary).
 * @csspart card - The chart and table cards.
 * @csspart result-count - How many segments the table shows.
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
    withShoelaceTheme(() => import('./carrier-availability.js').then((m) => m.CarrierAvailability)),
    {
      props: {
        mode: 'string',
        sampleDataKey: 'string',
        sourceUrl: 'string',
        productName: 'string',
        tabTitle: 'string',
      },
      styles: [sharedStyles, formControlStyles, policyPageStyles, carrierStyles],
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-carrier-availability': HTMLElement & PolicyPageProps;
  }
}
