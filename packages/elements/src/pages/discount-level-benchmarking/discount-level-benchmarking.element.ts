import { DISCOUNT_LEVEL_BENCHMARKING_TAB } from '@tripsight/core/catalogue';
import { defineComposedPage, halves, wide } from '../composed-page/define-composed-page.js';
import * as cards from './discount-cards.element.js';

/**
 * @summary The discount level benchmarking page (docs/rules/hotel.md#discount-level-benchmarking): the summary, total spend with discount utilized, discount over time, discount by rate type on a 0 to 30 percent axis with the benchmarks, and the details By hotel, By city or By chain with expandable rows; each card also its own element.
 */
export const defineDiscountLevelBenchmarking = defineComposedPage({
  tab: DISCOUNT_LEVEL_BENCHMARKING_TAB,
  items: [
    halves(
      cards.defineDiscountSummary,
      cards.defineDiscountUtilizedSpend,
      cards.defineDiscountOverTime,
      cards.defineDiscountByRateType,
    ),
    wide(cards.defineDiscountDetails),
  ],
});
