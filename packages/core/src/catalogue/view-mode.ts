/**
 * Every variant a page of the catalogue takes as its `mode` attribute (DESIGN.md: variants are a
 * `mode`, not separate tags): the savings variants, the hotel ones (HPA, property-manager-only,
 * rate optimiser) and their combinations.
 */
export const VIEW_MODES = [
  'normal',
  'poc',
  'demo',
  'demo-prod-ui',
  'autorebook',
  'hpa',
  'pm-only',
  'rate-optimizer',
  'rate-optimizer-pm-only',
] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** What a mode changes, for the data hook and the page. */
export interface ViewModeOptions<M extends string = ViewMode> {
  mode: M;
  /** Read canned demo figures instead of calling the service. */
  demoData: boolean;
  /** Badge shown next to the tab title ('Demo', 'POC'), or null. */
  badge: string | null;
  /** Whether the not-accepted figures are shown and asked for (auto-rebooked deals have none). */
  withNotAccepted: boolean;
  /** Hotel Program Analytics figures (`isHPA`). */
  isHPA: boolean;
  /** Property-manager-only reservations (`isPMOnly`). */
  isPMOnly: boolean;
  /** Auto-rebooked deals (`isAutorebook`). */
  isAutorebook: boolean;
  /** The rate optimiser variant of the hotel pages. */
  rateOptimizer: boolean;
}

/**
 * Reads a `mode` attribute against the modes a page accepts; empty means normal, anything else
 * throws a short error naming the value (the element's boundary shows it).
 *
 * @example viewMode('rate-optimizer-pm-only').isPMOnly // true
 */
export function viewMode<const M extends string = ViewMode>(
  value: string | null | undefined,
  accepted: readonly M[] = VIEW_MODES as unknown as readonly M[],
  kind = 'mode',
): ViewModeOptions<M> {
  const mode = (value ?? '').trim() || 'normal';
  if (!(accepted as readonly string[]).includes(mode)) {
    throw new Error(`invalid ${kind}: ${mode} (expected ${accepted.join(', ')})`);
  }
  return {
    mode: mode as M,
    demoData: mode === 'demo' || mode === 'demo-prod-ui',
    badge: mode === 'demo' ? 'Demo' : mode === 'poc' ? 'POC' : null,
    withNotAccepted: mode !== 'autorebook',
    isHPA: mode === 'hpa',
    isPMOnly: mode.endsWith('pm-only'),
    isAutorebook: mode === 'autorebook',
    rateOptimizer: mode.startsWith('rate-optimizer'),
  };
}

/**
 * The query parameters a mode sets on a view, limited to those the view declares, so one data hook
 * serves every page: `withNotAccepted` for the savings views, `isHPA`/`isPMOnly`/`isAutorebook` for
 * the hotel ones.
 */
export function modeParams(
  options: ViewModeOptions<string>,
  declared: Readonly<Record<string, unknown>>,
): Record<string, boolean> {
  const all: Record<string, boolean> = {
    withNotAccepted: options.withNotAccepted,
    isHPA: options.isHPA,
    isPMOnly: options.isPMOnly,
    isAutorebook: options.isAutorebook,
  };
  return Object.fromEntries(Object.entries(all).filter(([name]) => name in declared));
}
