import { NEGOTIATED_RATE_COVERAGE_TAB } from '@tripsight/core/catalogue';
import { defineComposedPage, halves, wide } from '../composed-page/define-composed-page.js';
import * as cards from './coverage-cards.element.js';

/**
 * @summary The negotiated rate coverage page (docs/rules/hotel.md#negotiated-rate-coverage): covered spend, covered spend by rate type with benchmarks, top opportunities by hotel or chain, coverage by month on nights or price, and the details by hotel or chain; each card also its own element.
 */
export const defineNegotiatedRateCoverage = defineComposedPage({
  tab: NEGOTIATED_RATE_COVERAGE_TAB,
  items: [
    halves(cards.defineCoverageSummary, cards.defineCoverageByRateType),
    wide(cards.defineCoverageTopOpportunities, cards.defineCoverageOverTime, cards.defineCoverageDetails),
  ],
});
