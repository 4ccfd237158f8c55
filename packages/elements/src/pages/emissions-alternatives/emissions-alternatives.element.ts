import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { EmissionsAlternativesProps } from './emissions-alternatives.js';

/**
 * @summary Sustainability: what would have emitted less. The PNRs, kg CO2e and money each alternative
 * would have saved (economy instead of a higher cabin, economy on business flights under 4 hours, a
 * non-stop instead of a connection), by client and by route, and a simulator: "if X % of
 * business-class trips under 4 hours flew economy…", under the method chosen.
 * @tag tripsight-emissions-alternatives
 *
 * @attr product-name - Product name above the title (default Sustainability).
 * @attr tab-title - Page title (default Emissions Alternatives).
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
 * @csspart actions - The box holding the date-range and export slots.
 * @csspart choice - The method switch.
 * @csspart method-note - The method, its source and factor year.
 * @csspart grid - The page layout.
 * @csspart card - Each card.
 * @csspart title - Card titles.
 * @csspart tooltip - Info buttons and their tooltips.
 * @csspart value - The simulator's figures.
 * @csspart caption - The simulator's sentence and captions.
 * @csspart table - The tables.
 * @csspart pagination - The tables' paging controls.
 * @csspart skeleton - Loading placeholders.
 * @csspart empty - Empty states.
 * @csspart error - Error fallbacks.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 */
export function defineEmissionsAlternatives(): CustomElementConstructor {
  return defineLazyElement<EmissionsAlternativesProps>(
    'tripsight-emissions-alternatives',
    withShoelaceTheme(() =>
      import('./emissions-alternatives.js').then((m) => ({
        component: m.EmissionsAlternatives,
        styles: m.styles,
      })),
    ),
    { props: PAGE_HEADER_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-emissions-alternatives': HTMLElement & EmissionsAlternativesProps;
  }
}
