import type { BusRule } from '../bus/bus.js';
import { PRODUCT_TYPES } from '../model/product-types.js';
import { demoRangeFor } from '../savings/demo-dates.js';

/**
 * The demo company (claims `isDemo`) sees mocked dates on every product (docs/rules/shell.md#demo-dates): the 30-day
 * window ending on the fixed July 2019 date where no range is set, and never a start before the
 * April 2019 calendar minimum. Applied by the bus, so no data call ever goes out with other dates.
 */
export const demoDatesRule: BusRule = (state) => {
  if (!state.auth.claims.isDemo) return null;
  let dates = state.dates;
  for (const product of PRODUCT_TYPES) {
    const mocked = demoRangeFor(dates[product]);
    if (mocked) dates = { ...dates, [product]: mocked };
  }
  return dates === state.dates ? null : { dates };
};
