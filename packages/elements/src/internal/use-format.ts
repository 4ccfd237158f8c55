import type { BusState } from '@tripsight/core/bus';
import { formatterFor, type Formatter } from '@tripsight/core/format';
import { useHostSetting } from './use-host-setting.js';

const selectLocale = (state: BusState) => state.locale;

/**
 * The number, money, percent and date formats in the dashboard's locale (the context's `locale`),
 * under the names of core's plain functions, so a component formats with the calls it already makes.
 * @example const { formatMoney, formatDate } = useFormat();
 */
export function useFormat(): Formatter {
  return formatterFor(useHostSetting(selectLocale));
}
