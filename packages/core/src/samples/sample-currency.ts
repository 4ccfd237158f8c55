import type { AnalyticsResponse } from '../api/analytics-client.js';
import type { Currency } from '../bus/types.js';

/** The currency every sample is written in (the demo company's branch currency). */
export const SAMPLE_CURRENCY = 'USD';

/**
 * What one US dollar of the demo figures is worth in each currency the dashboards accept: the rates
 * the reference dataset converts with, so demo and live figures of one currency compare.
 */
export const DEMO_EXCHANGE_RATES: Readonly<Record<Currency, number>> = { USD: 1, EUR: 0.92, GBP: 0.79 };

/** The fields of the demo figures (at any depth) that hold money; the others are counts, ratios or text. */
const DEMO_MONEY_FIELDS: ReadonlySet<string> = new Set([
  'acceptedSavings',
  'savingsNotAccepted',
  'potentialSavingsWithFilters',
  'potentialSavings',
  'trackedSpend',
  // The hotel sample's amounts (docs/rules/hotel.md#hotel-calls).
  'potentialSentSavings',
  'savingsUpto',
  'savingsPerReservation',
  'avgNightlySavings',
  'avgReservationSavings',
  'avgTrackedSpend',
]);

function convertMoney(value: unknown, rate: number): unknown {
  if (Array.isArray(value)) return value.map((item) => convertMoney(item, rate));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      DEMO_MONEY_FIELDS.has(key) && typeof field === 'number'
        ? Math.round(field * rate * 100) / 100
        : convertMoney(field, rate),
    ]),
  );
}

/**
 * Wraps demo rows like a service answer, so widgets render demo and live data the same way. The
 * figures follow the dashboard's currency choice (USD, GBP or EUR at `DEMO_EXCHANGE_RATES`); with no
 * choice (the branch default) they stay in USD, the demo company's branch currency.
 *
 * @example demoResponse({ trackedSpend: 100 }, 'EUR').annotation.currency // 'EUR'
 */
export function demoResponse<T>(data: T, currency: Currency | null = null): AnalyticsResponse<T> {
  const code = currency ?? SAMPLE_CURRENCY;
  const rate = DEMO_EXCHANGE_RATES[code];
  const money = rate === 1 ? data : (convertMoney(data, rate) as T);
  return { data: money, annotation: { currency: code, demo: true }, currencyFields: [] };
}
