/** The currencies the dashboards accept (docs/rules/shell.md#currency); any other means the branch default. */
export const SUPPORTED_CURRENCIES = ['USD', 'GBP', 'EUR'] as const;

/** USD, GBP or EUR. */
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];

/** True for USD, GBP and EUR (as written: `eur` is not). */
export function isSupportedCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(value);
}
