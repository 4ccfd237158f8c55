import { formatMoney, formatNumber } from '../format/money.js';
import type { CabinComplianceRow } from '../views/air-policy.js';
import { ALL_CHOICE, type FilterMode } from '../model/policy-choices.js';

/** Bounds of the price range slider. */
export interface PriceRange {
  from: number;
  to: number;
}

/**
 * The price slider's bounds (docs/rules/air.md#cabin-class-compliance): the lowest and highest price in the data, widened by 1 on each
 * side, so that the full range keeps every row; null without rows.
 * @example priceBounds([120.5, 980]) // { from: 119.5, to: 981 }
 */
export function priceBounds(prices: Iterable<number>): PriceRange | null {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const price of prices) {
    if (!Number.isFinite(price)) continue;
    if (price < low) low = price;
    if (price > high) high = price;
  }
  if (low > high) return null;
  return { from: low - 1, to: high + 1 };
}

/**
 * Whether a price lies strictly between the bounds (docs/rules/air.md#cabin-class-compliance: the price filter keeps rows strictly
 * between them).
 * @example inPriceRange(100, { from: 100, to: 200 }) // false
 */
export function inPriceRange(price: number, range: PriceRange): boolean {
  return price > range.from && price < range.to;
}

/**
 * Whether a value passes a dropdown filter (docs/rules/air.md#cabin-class-compliance): All matches everything; in include mode a
 * specific choice keeps its rows, in exclude mode it removes them.
 * @example matchesChoice('Business', 'Business', 'exclude') // false
 */
export function matchesChoice(value: string, choice: string, mode: FilterMode = 'include'): boolean {
  if (choice === ALL_CHOICE) return true;
  return mode === 'exclude' ? value !== choice : value === choice;
}

/** The "In policy?" value of a row: Yes or No. */
export function policyAnswer(isCabinCompliant: boolean): 'Yes' | 'No' {
  return isCabinCompliant ? 'Yes' : 'No';
}

/** One filter of the PNR summary: applied only while its switch is on (docs/rules/air.md#cabin-class-compliance). */
interface SwitchedFilter<T> {
  enabled: boolean;
  value: T;
}

/** The three PNR-summary filters. */
export interface PnrSummaryFilters {
  price: SwitchedFilter<PriceRange>;
  cabin: SwitchedFilter<{ choice: string; mode: FilterMode }>;
  policy: SwitchedFilter<{ choice: string; mode: FilterMode }>;
}

/** The filters as a PNR summary starts: every switch off, full range, All, include. */
export function initialPnrSummaryFilters(bounds: PriceRange | null): PnrSummaryFilters {
  return {
    price: { enabled: false, value: bounds ?? { from: 0, to: 0 } },
    cabin: { enabled: false, value: { choice: ALL_CHOICE, mode: 'include' } },
    policy: { enabled: false, value: { choice: ALL_CHOICE, mode: 'include' } },
  };
}

/** Whether a row passes the cabin and In policy? filters that are switched on. */
function passesChoiceFilters(
  row: Pick<CabinComplianceRow, 'cabinClass' | 'isCabinCompliant'>,
  filters: Pick<PnrSummaryFilters, 'cabin' | 'policy'>,
): boolean {
  if (
    filters.cabin.enabled &&
    !matchesChoice(row.cabinClass, filters.cabin.value.choice, filters.cabin.value.mode)
  ) {
    return false;
  }
  if (
    filters.policy.enabled &&
    !matchesChoice(policyAnswer(row.isCabinCompliant), filters.policy.value.choice, filters.policy.value.mode)
  ) {
    return false;
  }
  return true;
}

/** The rows that pass every switched-on filter, in their order. */
export function filterPnrSummary<
  Row extends Pick<CabinComplianceRow, 'cabinClass' | 'isCabinCompliant' | 'price'>,
>(rows: readonly Row[], filters: PnrSummaryFilters): Row[] {
  return rows.filter(
    (row) =>
      (!filters.price.enabled || inPriceRange(row.price, filters.price.value)) &&
      passesChoiceFilters(row, filters),
  );
}

/**
 * A ticketing date as the PNR summary shows it: year-day-month (docs/rules/air.md#cabin-class-compliance).
 * @example formatTicketingDate('2026-03-15') // '2026-15-03'
 */
export function formatTicketingDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[1]}-${match[3]}-${match[2]}` : isoDate;
}

/**
 * A price as the PNR summary shows it: rounded to one decimal (docs/rules/air.md#cabin-class-compliance), with the currency symbol.
 * @example formatPolicyPrice(1234.56, 'EUR') // '€1,234.6'
 */
export function formatPolicyPrice(price: number, currency: string | null): string {
  return formatMoney(price, currency, { decimals: 1 });
}

/**
 * The longest segment's flight time.
 * @example formatSegmentHours(7.86) // '7.9 h'
 */
export function formatSegmentHours(hours: number): string {
  return `${formatNumber(hours, 1)} h`;
}
