import { NEGOTIATED_FARES_ADOPTION_TAB } from '@tripsight/core/catalogue';
import { LOWEST_AVAILABLE_HEADING } from '../../ui/negotiated-fare-texts.js';
import { defineLowerFareStatus } from '../../widgets/lower-fare-status/lower-fare-status.element.js';
import { defineNegotiatedFareFigures } from '../../widgets/negotiated-fare-figures/negotiated-fare-figures.element.js';
import { defineNegotiatedFareFunnel } from '../../widgets/negotiated-fare-funnel/negotiated-fare-funnel.element.js';
import { defineNegotiatedFareTopCarriers } from '../../widgets/negotiated-fare-top-carriers/negotiated-fare-top-carriers.element.js';
import { defineNegotiatedFareTopRoutes } from '../../widgets/negotiated-fare-top-routes/negotiated-fare-top-routes.element.js';
import { defineComposedPage, halves, wide } from '../composed-page/define-composed-page.js';

/**
 * @summary The negotiated fares adoption page (Supplier Insights): the four percent figures, Top carriers and Top routes under "How often was the negotiated fare the lowest available?", the negotiated fare funnel per carrier or route, and in POC mode the two disabled filters and the Lower fare status pies; each card also its own element.
 * @csspart poc-filters - The two disabled filters (POC).
 * @csspart choice - Each of the two disabled filters' dropdowns (POC).
 */
export const defineNegotiatedFaresAdoption = defineComposedPage({
  tab: NEGOTIATED_FARES_ADOPTION_TAB,
  items: [
    {
      block: () =>
        import('./negotiated-fares-adoption.js').then((m) => ({ component: m.PocFilters, styles: m.styles })),
      modes: ['poc'],
    },
    wide(defineNegotiatedFareFigures),
    { heading: LOWEST_AVAILABLE_HEADING },
    halves(defineNegotiatedFareTopCarriers, defineNegotiatedFareTopRoutes),
    wide(defineNegotiatedFareFunnel),
    { define: defineLowerFareStatus, layout: 'wide', modes: ['poc'] },
  ],
  // POC mode shows its two disabled filters as the kit's dropdowns.
  shoelace: true,
});
