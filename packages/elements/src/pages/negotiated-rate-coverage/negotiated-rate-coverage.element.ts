import { defineComposedPage, type ComposedPageProps } from '../composed-page/define-composed-page.js';
import {
  defineCoverageByRateType,
  defineCoverageDetails,
  defineCoverageOverTime,
  defineCoverageSummary,
  defineCoverageTopOpportunities,
} from './coverage-cards.element.js';

/**
 * @summary The negotiated rate coverage page (docs/rules/hotel.md#negotiated-rate-coverage): covered spend, covered spend by rate type with benchmarks, top opportunities by hotel or chain, coverage by month on nights or price, and the details by hotel or chain; each card also its own element.
 */
export const defineNegotiatedRateCoverage = defineComposedPage({
  tag: 'tripsight-negotiated-rate-coverage',
  productName: 'Hotel Supplier Insights',
  tabTitle: 'Negotiated rate coverage',
  items: [
    { define: defineCoverageSummary, layout: 'half' },
    { define: defineCoverageByRateType, layout: 'half' },
    { define: defineCoverageTopOpportunities, layout: 'wide' },
    { define: defineCoverageOverTime, layout: 'wide' },
    { define: defineCoverageDetails, layout: 'wide' },
  ],
});

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-negotiated-rate-coverage': HTMLElement & ComposedPageProps;
  }
}
