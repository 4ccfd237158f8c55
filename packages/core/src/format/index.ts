/** Number, money and percent formats. */
export {
  CURRENCY_SYMBOLS,
  currencySymbol,
  DEFAULT_CURRENCY_SYMBOL,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortNumber,
  MAX_DECIMALS,
  NUMBER_LOCALE,
} from './money.js';
export type { MoneyFormatOptions } from './money.js';
