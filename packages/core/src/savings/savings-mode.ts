import { viewMode, type ViewModeOptions } from '../catalogue/view-mode.js';

/** Variants of the savings overview (DESIGN.md: variants are a `mode` attribute). */
export const SAVINGS_MODES = ['normal', 'poc', 'demo', 'demo-prod-ui', 'autorebook'] as const;
export type SavingsMode = (typeof SAVINGS_MODES)[number];

/** What a savings mode changes. */
export type SavingsModeOptions = ViewModeOptions<SavingsMode>;

/**
 * Reads a savings page's `mode` attribute; empty means normal.
 * @example savingsMode('demo').demoData // true
 */
export function savingsMode(value: string | null | undefined): SavingsModeOptions {
  return viewMode(value, SAVINGS_MODES, 'savings mode');
}
