import { defineComposedPage, type ComposedPageProps } from '../composed-page/define-composed-page.js';
import {
  defineDiscountByRateType,
  defineDiscountDetails,
  defineDiscountOverTime,
  defineDiscountSummary,
  defineDiscountUtilizedSpend,
} from './discount-cards.element.js';

/**
 * @summary The discount level benchmarking page (docs/rules/hotel.md#discount-level-benchmarking): the summary, total spend with discount utilized, discount over time, discount by rate type on a 0 to 30 percent axis with the benchmarks, and the details By hotel, By city or By chain with expandable rows; each card also its own element.
 */
export const defineDiscountLevelBenchmarking = defineComposedPage({
  tag: 'tripsight-discount-level-benchmarking',
  productName: 'Hotel Supplier Insights',
  tabTitle: 'Discount level benchmarking',
  items: [
    { define: defineDiscountSummary, layout: 'half' },
    { define: defineDiscountUtilizedSpend, layout: 'half' },
    { define: defineDiscountOverTime, layout: 'half' },
    { define: defineDiscountByRateType, layout: 'half' },
    { define: defineDiscountDetails, layout: 'wide' },
  ],
});

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-discount-level-benchmarking': HTMLElement & ComposedPageProps;
  }
}
