import { FILTER_GROUPS, type FilterGroup } from '../model/filter-groups.js';
import { param, type ParamSpec } from './param.js';

/** Fee modes of the savings figures (the TMC transaction fee toggle). */
export const FEE_MODES = ['gross', 'net'] as const;

/**
 * The parameters every analytics view takes besides its own: each filter group as a repeated
 * parameter, the date range (YYYY-MM-DD; the server checks the calendar), the currency (anything
 * outside USD, GBP, EUR means the branch default) and the fee mode.
 */
export const ANALYTICS_PARAMS = {
  ...(Object.fromEntries(FILTER_GROUPS.map((group) => [group, param.list()])) as Record<
    FilterGroup,
    ParamSpec<string[]>
  >),
  startDate: param.string(10),
  endDate: param.string(10),
  currency: param.string(10),
  feeMode: param.oneOf(FEE_MODES),
};
