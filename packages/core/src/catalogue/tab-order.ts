import type { TabDefinition } from './types.js';

/** Markers of proof-of-concept and demo pages in internal page names (docs/rules/shell.md#tab-catalogue). */
const SORT_LAST_MARKERS = ['POC', 'DEMO'] as const;

/** True when the internal page name carries the POC or DEMO marker (as written: upper case). */
export function isPocOrDemoTab(tabName: string): boolean {
  return SORT_LAST_MARKERS.some((marker) => tabName.includes(marker));
}

/**
 * "Tabs whose names contain the POC or DEMO marker sort after the others" (docs/rules/shell.md#tab-catalogue). The sort is stable:
 * each part keeps its catalogue order.
 */
export function sortTabs<T extends Pick<TabDefinition, 'tabName'>>(tabs: readonly T[]): T[] {
  return [
    ...tabs.filter((tab) => !isPocOrDemoTab(tab.tabName)),
    ...tabs.filter((tab) => isPocOrDemoTab(tab.tabName)),
  ];
}
