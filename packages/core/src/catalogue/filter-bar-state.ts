import type { TabDefinition } from './types.js';
import { viewMode } from './view-mode.js';

/** The reason shown on the filter bar of a tab whose page shows its POC sample. */
export const SAMPLE_FILTERS_REASON = 'Sample data: filters do not apply';

/** Whether a tab's filter bar applies, and if not, the short reason it shows (null when none). */
export interface FilterBarState {
  disabled: boolean;
  reason: string | null;
}

/** True for a tab whose page shows the POC sample: its views read a fixed sample the filters never reach. */
export function isSampleTab(tab: Pick<TabDefinition, 'content'>): boolean {
  return tab.content.kind === 'element' && viewMode(tab.content.mode).sample === 'poc';
}

/**
 * Whether the filters apply on a tab (docs/rules/shell.md#global-filters): not when the tab disables
 * them, nor on a POC sample tab, whose bar shows why.
 *
 * @example filterBarState({ content: { kind: 'element', tag: 'tripsight-policy', mode: 'poc' }, disableFilters: false })
 * // { disabled: true, reason: 'Sample data: filters do not apply' }
 */
export function filterBarState(tab: Pick<TabDefinition, 'content' | 'disableFilters'>): FilterBarState {
  if (isSampleTab(tab)) return { disabled: true, reason: SAMPLE_FILTERS_REASON };
  return { disabled: tab.disableFilters, reason: null };
}
