import { describe, expect, it } from 'vitest';
import { filterBarState, isSampleTab, SAMPLE_FILTERS_REASON } from './filter-bar-state.js';
import { findTab, TAB_CATALOGUE } from './tab-catalogue.js';
import type { TabDefinition } from './types.js';

const tab = (name: string) => findTab(name)!;
const element = (
  mode: string | null,
  disableFilters = false,
): Pick<TabDefinition, 'content' | 'disableFilters'> => ({
  content: { kind: 'element', tag: 'tripsight-policy', mode },
  disableFilters,
});

describe('filterBarState', () => {
  it('disables the filters on a POC sample tab, with the reason shown', () => {
    expect(filterBarState(tab('NegotiatedRateCoveragePOC'))).toEqual({
      disabled: true,
      reason: 'Sample data: filters do not apply',
    });
    expect(filterBarState(element('poc'))).toEqual({ disabled: true, reason: SAMPLE_FILTERS_REASON });
  });

  it('keeps the tab flag elsewhere, with no reason', () => {
    expect(filterBarState(element(null))).toEqual({ disabled: false, reason: null });
    expect(filterBarState(element('normal', true))).toEqual({ disabled: true, reason: null });
    expect(filterBarState(element('demo'))).toEqual({ disabled: false, reason: null });
    expect(
      filterBarState({
        content: { kind: 'report', tag: 'tripsight-report', reportName: 'r' },
        disableFilters: false,
      }),
    ).toEqual({ disabled: false, reason: null });
  });

  it('marks every POC tab of the catalogue, and only those', () => {
    const sample = TAB_CATALOGUE.filter(isSampleTab);
    expect(sample.length).toBeGreaterThan(0);
    for (const t of sample) expect(t.content.kind === 'element' && t.content.mode).toBe('poc');
    for (const t of TAB_CATALOGUE.filter((x) => !isSampleTab(x))) expect(filterBarState(t).reason).toBeNull();
  });
});
