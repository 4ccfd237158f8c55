/** Variants of the savings overview (DESIGN.md: variants are a `mode` attribute). */
export const SAVINGS_MODES = ['normal', 'poc', 'demo', 'demo-prod-ui', 'autorebook'] as const;
export type SavingsMode = (typeof SAVINGS_MODES)[number];

/** What a savings mode changes. */
export interface SavingsModeOptions {
  mode: SavingsMode;
  /** Read the demo metrics object instead of calling the service. */
  demoData: boolean;
  /** Badge shown next to the tab title ('Demo', 'POC'), or null. */
  badge: string | null;
  /** Whether the not-accepted figures (savings not accepted, feedback) are shown and asked for. */
  withNotAccepted: boolean;
}

/**
 * Reads a `mode` attribute; empty means normal.
 * @example savingsMode('demo').demoData // true
 */
export function savingsMode(value: string | null | undefined): SavingsModeOptions {
  const mode = (value ?? '').trim() || 'normal';
  if (!(SAVINGS_MODES as readonly string[]).includes(mode)) {
    throw new Error(`invalid savings mode: ${mode} (expected ${SAVINGS_MODES.join(', ')})`);
  }
  const m = mode as SavingsMode;
  return {
    mode: m,
    demoData: m === 'demo' || m === 'demo-prod-ui',
    badge: m === 'demo' ? 'Demo' : m === 'poc' ? 'POC' : null,
    // Auto-rebooked deals are never left for the traveller to accept, so there is nothing "not accepted".
    withNotAccepted: m !== 'autorebook',
  };
}
