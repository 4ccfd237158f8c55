import type { PocType } from '../samples/sample-payloads.js';

/** The families of pages whose elements take a `mode` attribute. */
export type ModeFamily = 'savings' | 'hotel' | 'policy' | 'emissions';

/** What one mode changes; every field left out is off. */
export interface ModeEntry {
  /** The families whose pages accept the mode. */
  families: readonly ModeFamily[];
  /**
   * The sample the views read instead of the service (their `poc` or `demo` sample: see
   * `@tripsight/core/samples`); a view with no sample of that kind stays live.
   */
  sample?: PocType;
  /** Badge shown next to the tab title. */
  badge?: string;
  /** Auto-rebooked deals (`isAutorebook`); they have no not-accepted figures (`withNotAccepted` false). */
  isAutorebook?: boolean;
  /** Hotel Program Analytics figures (`isHPA`). */
  isHPA?: boolean;
  /** Property-manager-only reservations (`isPMOnly`). */
  isPMOnly?: boolean;
  /** The rate optimiser variant of the hotel pages. */
  rateOptimizer?: boolean;
}

/**
 * Every variant a page of the catalogue takes as its `mode` attribute (variants are a `mode`, not
 * separate tags: docs/rules/shell.md#modes), one entry each: a new mode is one more entry. POC and demo mean the
 * same for every family: the page's views read their POC or demo sample.
 */
export const MODES = {
  normal: { families: ['savings', 'hotel', 'policy', 'emissions'] },
  poc: { families: ['savings', 'hotel', 'policy'], sample: 'poc', badge: 'POC' },
  demo: { families: ['savings', 'hotel', 'policy'], sample: 'demo', badge: 'Demo' },
  'demo-prod-ui': { families: ['savings'], sample: 'demo' },
  autorebook: { families: ['savings', 'hotel'], isAutorebook: true },
  hpa: { families: ['hotel'], isHPA: true },
  'pm-only': { families: ['hotel'], isPMOnly: true },
  'rate-optimizer': { families: ['hotel'], rateOptimizer: true },
  'rate-optimizer-pm-only': { families: ['hotel'], rateOptimizer: true, isPMOnly: true },
  /** The emissions overview's hotel part alone (the hotel programme's Sustainability tab). */
  'hotel-only': { families: ['emissions'] },
} as const satisfies Record<string, ModeEntry>;

export type ViewMode = keyof typeof MODES;
/** Every mode, in the catalogue's order. */
export const VIEW_MODES = Object.keys(MODES) as ViewMode[];

/** The modes of a family, in the catalogue's order. */
export type FamilyMode<F extends ModeFamily> = {
  [M in ViewMode]: F extends (typeof MODES)[M]['families'][number] ? M : never;
}[ViewMode];

/**
 * The modes a family's pages accept, in the catalogue's order.
 * @example modesOf('policy') // ['normal', 'poc', 'demo']
 */
export function modesOf<F extends ModeFamily>(family: F): FamilyMode<F>[] {
  return VIEW_MODES.filter((mode) =>
    (MODES[mode].families as readonly ModeFamily[]).includes(family),
  ) as FamilyMode<F>[];
}

/** What a mode changes, for the data hook and the page. */
export interface ViewModeOptions<M extends string = ViewMode> {
  mode: M;
  /** The sample the views read instead of the service, or null for live data. */
  sample: PocType | null;
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
 * The one reader of a `mode` attribute: its entry in `MODES`, for the modes of `family` (every mode
 * without one). Empty means normal; anything else throws a short error naming the value (the
 * element's boundary shows it).
 *
 * @example viewMode('rate-optimizer-pm-only').isPMOnly // true
 * @example viewMode('poc', 'policy').sample // 'poc'
 */
export function viewMode<F extends ModeFamily>(
  value: string | null | undefined,
  family: F,
): ViewModeOptions<FamilyMode<F>>;
export function viewMode(value: string | null | undefined): ViewModeOptions;
export function viewMode(value: string | null | undefined, family?: ModeFamily): ViewModeOptions {
  const mode = (value ?? '').trim() || 'normal';
  const accepted: readonly string[] = family ? modesOf(family) : VIEW_MODES;
  if (!accepted.includes(mode)) {
    throw new Error(
      `invalid ${family ? `${family} mode` : 'mode'}: ${mode} (expected ${accepted.join(', ')})`,
    );
  }
  const entry: ModeEntry = MODES[mode as ViewMode];
  return {
    mode: mode as ViewMode,
    sample: entry.sample ?? null,
    badge: entry.badge ?? null,
    withNotAccepted: !entry.isAutorebook,
    isHPA: entry.isHPA ?? false,
    isPMOnly: entry.isPMOnly ?? false,
    isAutorebook: entry.isAutorebook ?? false,
    rateOptimizer: entry.rateOptimizer ?? false,
  };
}

/**
 * The query parameters a mode sets on a view, limited to those the view declares and reads, so one
 * data hook serves every page: `withNotAccepted` for the savings views, `isHPA`/`isPMOnly`/
 * `isAutorebook` for the hotel ones. A parameter the view accepts but `ignored` says cannot change
 * its answer is not sent, so the modes share that view's answer (and its cache entry).
 */
export function modeParams(
  options: ViewModeOptions<string>,
  declared: Readonly<Record<string, unknown>>,
  ignored: Readonly<Record<string, unknown>> = {},
): Record<string, boolean> {
  const all: Record<string, boolean> = {
    withNotAccepted: options.withNotAccepted,
    isHPA: options.isHPA,
    isPMOnly: options.isPMOnly,
    isAutorebook: options.isAutorebook,
  };
  return Object.fromEntries(Object.entries(all).filter(([name]) => name in declared && !(name in ignored)));
}
